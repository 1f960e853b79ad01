// The top navigation on wide screens. Dropdowns open on hover and on keyboard focus (CSS
// :hover/:focus-within), so every entry is a real link that works before JavaScript arrives.
import { NavLink } from 'react-router';
import { CategoryLink } from './category-link.tsx';
import type { ShellCategory } from './shell-data.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

export function DesktopNav({ nav }: { nav: ShellCategory[] }) {
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <nav className="desktop-nav" aria-label={t('nav.main')} data-testid="site-nav">
      <ul className="desktop-nav__list">
        <li className="desktop-nav__item">
          <NavLink to={pathTo('home')} end className="desktop-nav__link">
            {t('nav.home')}
          </NavLink>
        </li>
        {nav.map((top) => (
          <li key={top.id} className={`desktop-nav__item${top.childs.length ? ' has-dropdown' : ''}`}>
            <CategoryLink node={top} className="desktop-nav__link" />
            {top.childs.length > 0 && (
              <ul className={`desktop-nav__dropdown${top.childs.length > 8 ? ' is-wide' : ''}`} aria-label={top.catname}>
                {top.childs.map((child) => (
                  <li key={child.id}>
                    <CategoryLink node={child} className="desktop-nav__sublink" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
