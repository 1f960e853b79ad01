// The console's side menu: headings (业务, 内容, 系统) with their entries, as a list of links in a
// <nav>. It was antd's Menu (decision 0100): rc-menu registers its items after mounting and renders
// every entry again, twice, after a page hydrates (some 250 components in two commits on every console
// page), and it was one more antd component for each page's scripts and inlined styles. Links in a list
// are also what a site's navigation should be: the browser and assistive technology know them, and Tab
// moves through them.
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { StaffSelf } from './console-context.ts';
import { consoleMenuGroups, type ConsoleMenuEntry } from './console-menu.ts';

function EntryLink({ entry, selected, onChoose }: { entry: ConsoleMenuEntry; selected: boolean; onChoose: () => void }) {
  return (
    <Link to={entry.to} className="console-nav__link" aria-current={selected ? 'page' : undefined} onClick={onChoose}>
      {entry.label}
    </Link>
  );
}

/**
 * Drawn again only when the member's roles or the page change: the frame renders again whenever the
 * router's state does, as when React Router learns the routes the page's links lead to (decision 0098).
 */
export const ConsoleNav = memo(function ConsoleNav({ me, selectedKey, onChoose }: { me: StaffSelf; selectedKey: string; onChoose: () => void }) {
  const items = useMemo(() => consoleMenuGroups(me.roles, me.scope), [me.roles, me.scope]);
  return (
    <nav aria-label="后台菜单">
      <ul className="console-nav">
        {items.map((item, index) => {
          if ('entries' in item) {
            const heading = `console-nav-${item.key}`;
            return (
              <li key={item.key}>
                <span className="console-nav__heading" id={heading}>
                  {item.label}
                </span>
                <ul aria-labelledby={heading}>
                  {item.entries.map((entry) => (
                    <li key={entry.key}>
                      <EntryLink entry={entry} selected={entry.key === selectedKey} onChoose={onChoose} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          // A lone entry after a heading's entries (我的账号 after 系统) gets a rule above it, so it does
          // not read as one more entry of that heading.
          const afterGroup = index > 0 && 'entries' in items[index - 1]!;
          return (
            <li key={item.key} className={afterGroup ? 'console-nav__after-group' : undefined}>
              <EntryLink entry={item} selected={item.key === selectedKey} onChoose={onChoose} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
