// Every address no route claims: a 页面不存在 page inside the site shell, with HTTP status 404.
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import type { ShellHandle } from '../components/site-shell.tsx';
import { withSiteMeta } from '../components/page-meta.ts';

export const handle: ShellHandle = { plainHeader: true };

export function loader() {
  throw data(null, { status: 404 });
}

const ownMeta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches), { 'nav.notFound': '页面不存在' })('nav.notFound')) },
  { name: 'robots', content: 'noindex' },
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
