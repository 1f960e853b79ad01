// The about layout: banner with the page title, breadcrumb and the menu of the about pages
// (company introduction, enterprise and school recruitment), then the page's own content.
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

export interface AboutMenuItem {
  to: string;
  label: string;
}

export const CONTACT_MENU: AboutMenuItem[] = [
  { to: '/contactUS', label: '关于我们' },
  { to: '/contactUs/enterpriseRecruitment', label: '社会招聘' },
  { to: '/contactUs/schoolRecruitment', label: '校园招聘' },
];

export const RECRUITMENT_MENU: AboutMenuItem[] = [
  { to: '/recruitment/enterprise', label: '社会招聘' },
  { to: '/recruitment/school', label: '校园招聘' },
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
          items={[{ title: <Link to="/">首页</Link> }, ...crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : c.label }))]}
        />
        <nav className="about-menu" aria-label={menuLabel} data-testid="about-menu">
          {menu.map((item) => (
            <NavLink key={item.to} to={item.to} end className={({ isActive }) => `about-menu__link${isActive ? ' is-active' : ''}`}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
      {children}
    </div>
  );
}
