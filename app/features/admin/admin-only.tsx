// A page for admins only: others see why instead of an empty table (the server answers them 403).
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useConsole } from './console-context.ts';

export function AdminOnly({ children }: { children: ReactNode }) {
  const { me } = useConsole();
  if (!me.roles.includes('admin')) return <Result status="403" title="无权访问" subTitle="该页面仅管理员可用" />;
  return <>{children}</>;
}
