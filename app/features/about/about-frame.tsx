// The about layout: banner with the page title, breadcrumb and the menu of the about pages
// (company introduction, enterprise and school recruitment), then the page's own content.
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { MessageKey } from '../../i18n/zh.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export interface AboutMenuItem {
  to: string;
  label: MessageKey;
}

export const CONTACT_MENU: AboutMenuItem[] = [
  { to: pagePath('contact-us'), label: 'about.title' },
  { to: pagePath('contact-us-enterprise'), label: 'about.enterprise' },
  { to: pagePath('contact-us-school'), label: 'about.school' },
];

export const RECRUITMENT_MENU: AboutMenuItem[] = [
  { to: pagePath('recruitment-enterprise'), label: 'about.enterprise' },
  { to: pagePath('recruitment-school'), label: 'about.school' },
];

interface AboutFrameProps {
  title: string;
  lead?: string;
  menu: AboutMenuItem[];
  menuLabel: string;
  crumbs: Array<{ to?: string; label: string }>;
  testId: string;
  children: ReactNode;
}

export function AboutFrame({ title, lead, menu, menuLabel, crumbs, testId, children }: AboutFrameProps) {
  const t = useT();
  const { to, pathTo } = useLocale();
  return (
    <div className="about-page" data-testid={testId}>
      <section className="about-banner page-banner">
        <div className="container">
          <h1 className="about-banner__title">{title}</h1>
          {lead ? <p className="about-banner__lead">{lead}</p> : null}
        </div>
      </section>
      <div className="container">
        <Breadcrumb
          className="about-page__crumbs"
          items={[{ title: <Link to={pathTo('home')}>{t('nav.home')}</Link> }, ...crumbs.map((c) => ({ title: c.to ? <Link to={to(c.to)}>{c.label}</Link> : c.label }))]}
        />
        <nav className="about-menu" aria-label={menuLabel} data-testid="about-menu">
          {menu.map((item) => (
            <NavLink key={item.to} to={to(item.to)} end className={({ isActive }) => `about-menu__link${isActive ? ' is-active' : ''}`}>
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
      </div>
      {children}
    </div>
  );
}
