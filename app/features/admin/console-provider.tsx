// antd settings of the console: button texts as written (no space put between two Chinese
// characters), so "登录" reads and is found as "登录", as on the account and order pages.
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

export function ConsoleProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider button={{ autoInsertSpace: false }}>{children}</ConfigProvider>;
}
