import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CONSOLE_HOME } from '../contracts/console-home.ts';
import { CONSOLE_PAGES, type ConsolePageName } from '../contracts/console-paths.ts';
import { PAGES, type PageName } from '../contracts/page-paths.ts';

// The public pages by name (contracts/page-paths.ts gives each its path and query; the name is its
// module's file name). The Chinese site serves them at the root, the English site the same modules
// under /en/… (DESIGN.md "English site"); React Router wants unique ids, so the English copies get ids
// of their own ("en:" + module).

// Pages without antd components at first paint: they do not load antd's ConfigProvider (decision 0029).
const PLAIN_PAGES: readonly PageName[] = [
  'home',
  'news-center-detail',
  'recruitment',
  'search-result-detail',
  'privacy-policy',
  'crispr-help',
  'dynamic-index',
  'gene-editing-index',
  'plasmid-platform',
  'plasmid-platform-index',
  'news-center',
  'product-service',
  'dynamic-detail',
  'plasmid-platform-detail',
  'plasmid-platform-list',
  'crispr',
  'tech-service',
  // Their antd forms are lazy islands that bring the provider themselves (decision 0043).
  'register',
  'login',
];

// Pages with antd components: antd's ConfigProvider comes with their layout, not with every page.
const ANTD_PAGES: readonly PageName[] = [
  'forget-pwd',
  'confirmation',
  'account',
  'address-management',
  'api-keys',
  'contact-us',
  'contact-us-enterprise',
  'contact-us-school',
  'recruitment-enterprise',
  'recruitment-school',
  'talent-recruitment-detail',
  'search-result',
  'crispr-result',
  'order',
  'order-seq-action',
  'order-seq-list',
  'order-seq-detail',
  'order-amplicon-action',
  'order-amplicon-list',
  'order-amplicon-detail',
  'order-cell-action',
  'order-cell-list',
  'order-cell-detail',
  'order-manifest',
];

// The console's pages under its layout (the login page stands outside it, the dashboard is its index).
const CONSOLE_CHILDREN: readonly ConsolePageName[] = [
  'admin-orders',
  'admin-order-detail',
  'admin-prices',
  'admin-invoices',
  'admin-customers',
  'admin-customer-detail',
  'admin-inbox',
  'admin-content-categories',
  'admin-content-site',
  'admin-content-jobs',
  'admin-content-articles',
  'admin-content-news',
  'admin-content-plasmids',
  'admin-content-products',
  'admin-content-carousels',
  'admin-staff',
  'admin-audit',
  'admin-account',
];

const file = (name: string) => `routes/${name}.tsx`;
const englishId = (module: string) => `en:${module}`;
// Route paths are relative: the table's without its leading slash ('' for the home page).
const relative = (name: PageName) => PAGES[name].path.slice(1);

function chinese(name: PageName) {
  return name === 'home' ? index(file(name)) : route(relative(name), file(name));
}

function english(name: PageName) {
  return route(name === 'home' ? 'en' : `en/${relative(name)}`, file(name), { id: englishId(file(name)) });
}

const relativeConsole = (name: ConsolePageName) => CONSOLE_PAGES[name].path.slice(1);

// The console's pages are children of its layout at CONSOLE_HOME: their paths relative to it.
function consolePage(name: ConsolePageName) {
  return route(CONSOLE_PAGES[name].path.slice(`${CONSOLE_HOME}/`.length), file(name));
}

export default [
  ...PLAIN_PAGES.map(chinese),
  ...PLAIN_PAGES.map(english),
  layout('routes/antd-layout.tsx', [
    ...ANTD_PAGES.map(chinese),
    // The operations console: its own layout, each page its own chunk (no console code in public pages).
    route(relativeConsole('admin-login'), file('admin-login')),
    route(relativeConsole('admin-dashboard'), file('admin-layout'), [
      index(file('admin-dashboard')),
      ...CONSOLE_CHILDREN.map(consolePage),
      route('*', 'routes/admin-not-found.tsx'),
    ]),
  ]),
  layout('routes/antd-layout.tsx', { id: englishId('routes/antd-layout.tsx') }, ANTD_PAGES.map(english)),
  route('en/*', 'routes/not-found.tsx', { id: englishId('routes/not-found.tsx') }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
