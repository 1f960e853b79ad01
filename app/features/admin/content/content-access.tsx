// The content pages are for editors and admins (CONSOLE_SECTIONS.content); others see a 403 page.
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { CONSOLE_SECTIONS, hasRole } from '../../../../contracts/staff.ts';
import { useConsole } from '../console-context.ts';

export function useContentAccess(): boolean {
  const { me } = useConsole();
  return hasRole(me.roles, CONSOLE_SECTIONS.content);
}

export function ContentOnly({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  if (!allowed) return <Result status="403" title="无权访问" subTitle="该页面仅编辑与管理员可用" />;
  return <>{children}</>;
}
