// The content pages are for editors and admins (CONSOLE_SECTIONS.content); others see a 403 page
// (console-page.tsx). A page asks first, so that it loads nothing for them.
import type { ReactNode } from 'react';
import { SectionForbidden, useSectionAccess } from '../console-page.tsx';

export function useContentAccess(): boolean {
  return useSectionAccess('content');
}

export function ContentOnly({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  if (!allowed) return <SectionForbidden section="content" />;
  return <>{children}</>;
}
