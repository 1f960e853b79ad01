// The tabs of a console page whose views are its sections (站点设置) or its lists (文章与服务页), drawn
// with the look of antd's Tabs but not with antd's Tabs: antd measures every tab as the page hydrates
// and renders its nav a second time in the same task, which with its ink bar and overflow handling was
// the largest single piece of hydrating those pages (decision 0093). A tab list as WAI-ARIA's pattern
// describes it: one tab in the Tab order, the arrow keys, Home and End move between tabs and show them.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY } from '../../components/antd-theme.ts';

export interface ConsoleTab<K extends string> {
  key: K;
  label: string;
}

export interface ConsoleTabsProps<K extends string> {
  /** What the tabs choose between, for a screen reader (the tab list's name). */
  label: string;
  tabs: readonly ConsoleTab<K>[];
  active: K;
  onChange(key: K): void;
  /** The active tab's view. */
  children: ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function ConsoleTabs<K extends string>({ label, tabs, active, onChange, children }: ConsoleTabsProps<K>) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);

  // On a phone the tabs scroll sideways: the one shown (from the address, say) is brought into view.
  useEffect(() => {
    const box = list.current;
    const tab = buttons.current.get(active);
    if (!box || !tab) return;
    if (tab.offsetLeft < box.scrollLeft || tab.offsetLeft + tab.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = tab.offsetLeft;
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(tabs.findIndex((tab) => tab.key === active), tabs.length)];
    onChange(next.key);
    buttons.current.get(next.key)?.focus();
  }

  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className={`console-tabs ${ANTD_CSS_VAR_KEY}`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(button) => {
                if (button) buttons.current.set(tab.key, button);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="console-tabs__tab"
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} className="console-tabs__panel">
        {children}
      </div>
    </>
  );
}
