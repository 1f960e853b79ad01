// Every console page's meta: its title and `noindex, nofollow` (the server also sends X-Robots-Tag for
// /admin, and robots.txt disallows it). React Router uses the deepest route's meta only, so each
// console route exports this rather than relying on the layout's.
import type { MetaDescriptor } from 'react-router';

export const CONSOLE_NAME = '运营后台';
export const CONSOLE_ROBOTS = 'noindex, nofollow';

export function consoleMeta(title: string): () => MetaDescriptor[] {
  return () => [{ title: `${title} - ${CONSOLE_NAME}` }, { name: 'robots', content: CONSOLE_ROBOTS }];
}
