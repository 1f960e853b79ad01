// The words of a "了解更多" / "Learn more" link with what it leads to as hidden text, so the link's
// own text names its target: "Learn more: Gene knockout". Crawlers and Lighthouse's link-text audit
// read the text, not an aria-label (issue 35: 21 links on /en read "Learn more"). The link keeps its
// aria-label with the same words: browsers put a space before the hidden part when they compute the
// name from the text, and the label starts with the visible words either way (label in name).

/** `full` is the whole name ("了解更多：关于我们"); what follows `label` in it is hidden from sight only. */
export function MoreText({ label, full }: { label: string; full: string }) {
  const rest = full.startsWith(label) ? full.slice(label.length) : ` ${full}`;
  return (
    <>
      {label}
      <span className="visually-hidden">{rest}</span>
    </>
  );
}
