// /register: the page is rendered on the server; the form is a lazy island (decision 0043) that works
// once its code has arrived after hydration.
import type { Route } from './+types/register';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { lazyIsland } from '../components/lazy-island.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { translator } from '../i18n/translate.ts';

const ownMeta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(rootSettings(matches)?.company_name, translator(rootMessages(matches))('auth.register')) }];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

const body = lazyIsland(() => import('../features/auth/register-page.tsx').then((module) => module.RegisterPage), { load: 'with-module' });

// A server loader with nothing to load: with one, React Router runs the clientLoader on client-side
// navigations only, not while hydrating (which keeps the server's HTML instead), so a navigation
// here waits for the island's code and never shows an empty card.
export const loader = () => null;
export async function clientLoader() {
  await body.preload();
  return null;
}

export default function Register() {
  return <body.Island />;
}
