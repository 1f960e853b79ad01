import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// [path, module] of the public pages. The Chinese site serves them at the root, the English site the
// same modules under /en/… (DESIGN.md "English site"); React Router wants unique ids, so the English
// copies get ids of their own ("en:" + module).
type Page = readonly [path: string, file: string];

// Pages without antd components at first paint: they do not load antd's ConfigProvider (decision 0029).
const PLAIN_PAGES: readonly Page[] = [
  ['', 'routes/home.tsx'],
  ['newsCenter/newsCenterDetail', 'routes/news-center-detail.tsx'],
  ['recruitment', 'routes/recruitment.tsx'],
  ['searchResultDetail', 'routes/search-result-detail.tsx'],
  ['privacyPolicy', 'routes/privacy-policy.tsx'],
  ['crispr-help', 'routes/crispr-help.tsx'],
  ['dynamicIndex', 'routes/dynamic-index.tsx'],
  ['geneEditing/geneEditingIndex', 'routes/gene-editing-index.tsx'],
  ['plasmidPlatform', 'routes/plasmid-platform.tsx'],
  ['plasmidPlatform/plasmidPlatformIndex', 'routes/plasmid-platform-index.tsx'],
  ['newsCenter', 'routes/news-center.tsx'],
  ['productService', 'routes/product-service.tsx'],
  ['dynamicDetail', 'routes/dynamic-detail.tsx'],
  ['plasmidPlatformDetail', 'routes/plasmid-platform-detail.tsx'],
  ['plasmidPlatform/plasmidPlatformList', 'routes/plasmid-platform-list.tsx'],
  ['crispr', 'routes/crispr.tsx'],
  ['techService', 'routes/tech-service.tsx'],
  // Their antd forms are lazy islands that bring the provider themselves (decision 0043).
  ['register', 'routes/register.tsx'],
  ['login', 'routes/login.tsx'],
];

// Pages with antd components: antd's ConfigProvider comes with their layout, not with every page.
const ANTD_PAGES: readonly Page[] = [
  ['forgetPwd', 'routes/forget-pwd.tsx'],
  ['confirmation', 'routes/confirmation.tsx'],
  ['account', 'routes/account.tsx'],
  ['addressManagement', 'routes/address-management.tsx'],
  ['apiKeys', 'routes/api-keys.tsx'],
  ['contactUS', 'routes/contact-us.tsx'],
  ['contactUs/enterpriseRecruitment', 'routes/contact-us-enterprise.tsx'],
  ['contactUs/schoolRecruitment', 'routes/contact-us-school.tsx'],
  ['recruitment/enterprise', 'routes/recruitment-enterprise.tsx'],
  ['recruitment/school', 'routes/recruitment-school.tsx'],
  ['talentRecruitmentDetail', 'routes/talent-recruitment-detail.tsx'],
  ['searchResult', 'routes/search-result.tsx'],
  ['crispr-result', 'routes/crispr-result.tsx'],
  ['order', 'routes/order.tsx'],
  ['orderSeqAction', 'routes/order-seq-action.tsx'],
  ['orderSeqList', 'routes/order-seq-list.tsx'],
  ['orderSeqDetail', 'routes/order-seq-detail.tsx'],
  ['orderAmpliconAction', 'routes/order-amplicon-action.tsx'],
  ['orderAmpliconList', 'routes/order-amplicon-list.tsx'],
  ['orderAmpliconDetail', 'routes/order-amplicon-detail.tsx'],
  ['orderCellAction', 'routes/order-cell-action.tsx'],
  ['orderCellList', 'routes/order-cell-list.tsx'],
  ['orderCellDetail', 'routes/order-cell-detail.tsx'],
  ['orderManifest', 'routes/order-manifest.tsx'],
];

const englishId = (file: string) => `en:${file}`;

function chinese([path, file]: Page) {
  return path === '' ? index(file) : route(path, file);
}

function english([path, file]: Page) {
  return route(path === '' ? 'en' : `en/${path}`, file, { id: englishId(file) });
}

export default [
  ...PLAIN_PAGES.map(chinese),
  ...PLAIN_PAGES.map(english),
  layout('routes/antd-layout.tsx', [
    ...ANTD_PAGES.map(chinese),
    // The operations console: its own layout, each page its own chunk (no console code in public pages).
    route('admin/login', 'routes/admin-login.tsx'),
    route('admin', 'routes/admin-layout.tsx', [
      index('routes/admin-dashboard.tsx'),
      route('orders', 'routes/admin-orders.tsx'),
      route('orders/:kind/:id', 'routes/admin-order-detail.tsx'),
      route('prices', 'routes/admin-prices.tsx'),
      route('invoices', 'routes/admin-invoices.tsx'),
      route('customers', 'routes/admin-customers.tsx'),
      route('customers/:id', 'routes/admin-customer-detail.tsx'),
      route('inbox', 'routes/admin-inbox.tsx'),
      route('content/categories', 'routes/admin-content-categories.tsx'),
      route('content/site', 'routes/admin-content-site.tsx'),
      route('content/jobs', 'routes/admin-content-jobs.tsx'),
      route('content/articles', 'routes/admin-content-articles.tsx'),
      route('content/news', 'routes/admin-content-news.tsx'),
      route('content/plasmids', 'routes/admin-content-plasmids.tsx'),
      route('content/products', 'routes/admin-content-products.tsx'),
      route('content/carousels', 'routes/admin-content-carousels.tsx'),
      route('staff', 'routes/admin-staff.tsx'),
      route('audit', 'routes/admin-audit.tsx'),
      route('account', 'routes/admin-account.tsx'),
      route('*', 'routes/admin-not-found.tsx'),
    ]),
  ]),
  layout('routes/antd-layout.tsx', { id: englishId('routes/antd-layout.tsx') }, ANTD_PAGES.map(english)),
  route('en/*', 'routes/not-found.tsx', { id: englishId('routes/not-found.tsx') }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
