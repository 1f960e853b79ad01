import { useContext, useMemo } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from 'react-router';
import antdCss from 'antd/dist/antd.css?url';
import siteCss from './styles/site.css?url';
import type { Route } from './+types/root';
import { serverContext } from './server-context.ts';
import { useNonce } from './components/nonce.ts';
import { NotFoundPage, ErrorPage } from './components/not-found-page.tsx';
import { EMPTY_SHELL, packShellTree, useShellData, type ShellData } from './components/shell-data.ts';
import { companyName, isBrowserDrawnConsolePage, isConsolePath } from './components/shell-rules.ts';
import { SiteShell } from './components/site-shell.tsx';
import { useSteadyOutlet } from './components/steady-outlet.tsx';
import { PackedDataBlocks } from './components/packed-data-blocks.tsx';
import { withSiteMeta } from './components/page-meta.ts';
import { languageOfPath, pageLanguage } from '../contracts/page-language.ts';
import { CONSOLE_HOME } from '../contracts/console-home.ts';
import { catalogueUrls } from 'virtual:catalogue-assets';
import { loadCatalogue } from './i18n/catalogue-fetch.ts';
import { CRITICAL_STYLE_ATTRIBUTE, deferAntdStylesheet } from './critical-css/deferred-styles.ts';
import { ANSWERS_BLOCK_ID, AnswerSourceContext } from './api/server-answers.ts';

// Runs once in the browser, before hydration changes anything: see deferred-styles.ts.
deferAntdStylesheet(antdCss);

// antd's stylesheet (linked or inlined in part, see Layout) comes before the site's, so the site's
// brand colours win at equal specificity.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: siteCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The menu and the settings are read on the server, so every public page's HTML carries them. The
 * console (/admin) shows neither, so its pages do not carry the menu.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ShellData> {
  if (isConsolePath(new URL(request.url).pathname)) return EMPTY_SHELL;
  const { services } = context.get(serverContext);
  // A category's preview link (server/modules/content/preview.ts) shows it in the menus, hidden or not.
  const previewCategory = await services.preview.previewedId(request, 'category');
  const lang = pageLanguage(request);
  const [tree, web] = await Promise.all([services.content.navigationTree(previewCategory, { lang }), services.content.webSettings({ lang })]);
  return { lang, nav: packShellTree(context, tree), settings: web, publicUrl: services.config.publicUrl };
}

/**
 * In the browser, when the root's data is read again (a link across languages): the new language's
 * catalogue asset arrives before anything renders in it. Hydration uses the server's data and
 * entry.client.tsx's catalogue.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<ShellData> {
  const data = await serverLoader();
  await loadCatalogue(data.lang);
  return data;
}

// The menu and settings change rarely; a full page load refreshes them (and the session cache).
// Leaving the console for a public page loads them, since the console's pages went without.
// Moving between the Chinese and the English site (a link across them) reads the other language's menu.
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) {
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  return isConsolePath(currentUrl.pathname) && !isConsolePath(nextUrl.pathname);
}

/** Default title: the company's Chinese name. Routes with their own `meta` use `pageTitle`. */
export const meta: Route.MetaFunction = (args) => {
  const name = companyName(args.loaderData?.settings.company_name);
  return withSiteMeta(args, [{ title: name }]);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Public pages, the console's sign-in and console pages drawn with the member's data carry the antd
  // rules they use inline (entry.server.tsx) and fetch the rest without blocking; a console page the
  // browser draws links the whole stylesheet.
  const { pathname } = useLocation();
  const drawnWithSession = useContext(AnswerSourceContext) !== null;
  const linksAntd = isBrowserDrawnConsolePage(pathname, drawnWithSession);
  const lang = languageOfPath(pathname);
  return (
    <html lang={lang === 'en' ? 'en' : 'zh-CN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6e" />
        <Meta />
        {/* The interface strings entry.client.tsx waits for before hydrating: fetched beside the scripts. */}
        <link rel="preload" as="fetch" href={catalogueUrls[lang]} crossOrigin="anonymous" />
        {linksAntd ? <link rel="stylesheet" href={antdCss} /> : <link rel="prefetch" as="style" href={antdCss} />}
        {/* Filled by entry.server.tsx with the antd rules of this page. Rendered here, by React, so it
            stays before the site's stylesheet: a foreign element in the head ended up after it once
            the page hydrated. The browser keeps the server's text (React does not patch it). */}
        <style {...{ [CRITICAL_STYLE_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <PackedDataBlocks />
        {/* The console's answers this page was drawn with (server-answers.ts): written by entry.server.tsx
            once the render has asked for all of them; the browser keeps the server's text. */}
        {drawnWithSession ? <script type="application/json" id={ANSWERS_BLOCK_ID} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const inConsole = isConsolePath(pathname);
  const page = useSteadyOutlet();
  // The console brings its own layout (app/routes/admin-layout.tsx, /admin/login). antd's
  // ConfigProvider is not here: pages with antd components sit under app/routes/antd-layout.tsx.
  // The same elements while the page and its data are the same: see steady-outlet.tsx.
  return useMemo(() => (inConsole ? page : <SiteShell data={loaderData}>{page}</SiteShell>), [inConsole, loaderData, page]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Present when a child route failed; empty when the root loader itself did.
  const data = useShellData();
  const { pathname } = useLocation();
  if (isConsolePath(pathname)) {
    return <main className="console-error">{status === 404 ? <NotFoundPage home={CONSOLE_HOME} /> : <ErrorPage status={status} home={CONSOLE_HOME} />}</main>;
  }
  return (
    <SiteShell data={data} plain>
      {status === 404 ? <NotFoundPage /> : <ErrorPage status={status} />}
    </SiteShell>
  );
}
