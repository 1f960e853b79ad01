// A table wider than the screen scrolls sideways inside antd's `.ant-table-content`; a keyboard reaches
// that scroll only if the box can take focus (axe scrollable-region-focusable, WCAG 2.1.1). antd gives
// the box no tabindex, so the console gives one to each box that scrolls (and takes it back when a
// wider screen no longer needs it), with the table's own name for a screen reader to announce.

const REGION = '.ant-table-content';
const MARK = 'keyboardScroll';

function update(root: HTMLElement) {
  for (const region of root.querySelectorAll<HTMLElement>(REGION)) {
    const scrolls = region.scrollWidth > region.clientWidth + 1;
    const marked = MARK in region.dataset;
    if (scrolls && !marked && !region.hasAttribute('tabindex')) {
      region.tabIndex = 0;
      region.dataset[MARK] = '';
    } else if (!scrolls && marked) {
      region.removeAttribute('tabindex');
      delete region.dataset[MARK];
    }
  }
}

/** Keeps the scrolling tables under `root` focusable; returns the clean-up. */
export function keepTablesKeyboardScrollable(root: HTMLElement): () => void {
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => update(root));
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    mutations.disconnect();
    window.removeEventListener('resize', schedule);
  };
}
