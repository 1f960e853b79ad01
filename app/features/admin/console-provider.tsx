// antd settings of the console: the form pages' button settings (labels as written, a plain spinner).
import type { ReactNode } from 'react';
import { FormButtons } from '../../components/button-config.tsx';

export function ConsoleProvider({ children }: { children: ReactNode }) {
  return <FormButtons>{children}</FormButtons>;
}
