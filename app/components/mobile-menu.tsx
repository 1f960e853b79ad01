// The collapsible menu of small screens: a drawer with an accordion of the category tree. Groups of
// 6 to 10 children are laid out in two columns (spec "Global shell").
import { Drawer } from 'antd';
import { useLocation } from 'react-router';
import { categoryTarget, isTwoColumnGroup } from '../../contracts/category-nav.ts';
import { AccountLinks } from './account-links.tsx';
import { AntdProvider } from './antd-provider.tsx';
import { CategoryLink } from './category-link.tsx';
import { SearchBox } from './search-box.tsx';
import type { ShellCategory } from './shell-data.ts';
import { MOBILE_MENU_ID } from './shell-rules.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { switchTarget } from '../../contracts/page-language.ts';
import { SiteLink } from './site-link.tsx';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  nav: ShellCategory[];
}

export function MobileMenu({ open, onClose, nav }: MobileMenuProps) {
  const t = useT();
  const { lang, pathTo } = useLocale();
  const location = useLocation();
  const other = lang === 'en' ? 'zh' : 'en';
  // The shell sits outside the antd pages' layout route: the drawer brings antd's settings along.
  return (
    <AntdProvider>
      <Drawer
        open={open}
        onClose={onClose}
        placement="right"
        size="min(340px, 88vw)"
        title={t('nav.mobileTitle')}
        rootClassName="mobile-menu-root"
        closable={{ 'aria-label': t('nav.closeMenu') }}
        id={MOBILE_MENU_ID}
      >
        <SearchBox className="mobile-menu__search" testId="mobile-search-box" onSearch={onClose} />
        <nav aria-label={t('nav.mobile')} data-testid="mobile-menu" className="mobile-menu">
          <ul className="mobile-menu__list">
            <li className="mobile-menu__item">
              <SiteLink to={pathTo('home')} className="mobile-menu__link" onClick={onClose}>{t('nav.home')}</SiteLink>
            </li>
            {nav.map((top) => (
              <li key={top.id} className="mobile-menu__item">
                {top.childs.length === 0 ? (
                  <CategoryLink node={top} className="mobile-menu__link" onNavigate={onClose} />
                ) : (
                  <details className="mobile-menu__group">
                    <summary className="mobile-menu__summary">{top.catname}</summary>
                    <ul className={`mobile-menu__sublist${isTwoColumnGroup(top.childs.length) ? ' is-two-column' : ''}`}>
                      {hasOwnPage(top) ? (
                        <li className="mobile-menu__overview">
                          <CategoryLink node={top} className="mobile-menu__sublink" onNavigate={onClose}>
                            {t('nav.overview', { name: top.catname })}
                          </CategoryLink>
                        </li>
                      ) : null}
                      {top.childs.map((child) => (
                        <li key={child.id}>
                          <CategoryLink node={child} className="mobile-menu__sublink" onNavigate={onClose} />
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mobile-menu__footer">
          <AccountLinks onNavigate={onClose} />
          {/* The same page in the other language, in a new window (like the header's switch). */}
          <a href={switchTarget(location, other)} target="_blank" rel="noopener noreferrer" lang={other === 'en' ? 'en' : 'zh-CN'} className="mobile-menu__lang" data-testid="mobile-language-link">
            {other === 'en' ? 'English' : '中文'}
          </a>
        </div>
      </Drawer>
    </AntdProvider>
  );
}

/** The summary only opens the group, so a category whose own page differs from its first child's gets a link of its own. */
function hasOwnPage(top: ShellCategory): boolean {
  const own = categoryTarget(top);
  const first = categoryTarget(top.childs[0]);
  return JSON.stringify(own) !== JSON.stringify(first);
}
