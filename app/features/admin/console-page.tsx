// A console page's frame: its title (<h1>) and, for a page of one section (contracts/staff.ts
// CONSOLE_SECTIONS), a 403 page instead of the page for a member without the section's role: they see
// why rather than an empty table (the server refuses them as well).
import { Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CONSOLE_SECTIONS, hasRole } from '../../../contracts/staff-roles.ts';
import { useConsole } from './console-context.ts';

export type ConsoleSection = keyof typeof CONSOLE_SECTIONS;

/** Who a section's pages are for, as its 403 page says. */
const AUDIENCE: Record<ConsoleSection, string> = {
  orders: '销售、实验室与管理员',
  customers: '销售与管理员',
  inbox: '销售与管理员',
  invoices: '销售与管理员',
  staff: '管理员',
  audit: '管理员',
  content: '编辑与管理员',
};

export function useSectionAccess(section: ConsoleSection): boolean {
  const { me } = useConsole();
  return hasRole(me.roles, CONSOLE_SECTIONS[section]);
}

export function SectionForbidden({ section }: { section: ConsoleSection }) {
  return <Result status="403" title="无权访问" subTitle={`该页面仅${AUDIENCE[section]}可用`} />;
}

/** The children for a member with the section's role, its 403 page for anyone else. */
export function SectionOnly({ section, children }: { section: ConsoleSection; children: ReactNode }) {
  const allowed = useSectionAccess(section);
  return allowed ? <>{children}</> : <SectionForbidden section={section} />;
}

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} className="console__page-title">
      {children}
    </Typography.Title>
  );
}

/**
 * A page of the console: its title over its content, behind its section's role when it names one.
 * The content is a component of its own, so it loads nothing for a member who may not see it.
 */
export function ConsolePage({ title, section, children }: { title: string; section?: ConsoleSection; children: ReactNode }) {
  const page = (
    <>
      <PageTitle>{title}</PageTitle>
      {children}
    </>
  );
  return section ? <SectionOnly section={section}>{page}</SectionOnly> : page;
}
