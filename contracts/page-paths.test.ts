import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../app/routes.ts';
import { STAFF_LOGIN_PATH } from '../app/api/client.ts';
import { CONSOLE_HOME } from './console-home.ts';
import { CONSOLE_PAGES, consolePath, consolePathWithSearch } from './console-paths.ts';
import { PAGES, PAGE_QUERY_NAMES, localePagePath, pagePath, type PageName } from './page-paths.ts';
import { PLASMID_LIST_PARAMS } from './plasmid-filters.ts';

/** Every route of app/routes.ts with a page module: its full path and its module. */
function routeList(): { path: string; file: string }[] {
  const found: { path: string; file: string }[] = [];
  const walk = (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.index ? parent || '/' : entry.path === undefined ? parent : `${parent}/${entry.path}`;
      if ((entry.index || entry.path !== undefined) && !entry.children?.length) found.push({ path, file: entry.file });
      walk(entry.children ?? [], path === '/' ? '' : path);
    }
  };
  walk(routes, '');
  return found;
}

// Modules that are no page of their own: the 404 pages answer every unknown address.
const CATCH_ALL = new Set(['routes/not-found.tsx', 'routes/admin-not-found.tsx']);

describe('the page table and app/routes.ts', () => {
  const listed = routeList().filter((route) => !CATCH_ALL.has(route.file));

  it('serves every public page at its path in Chinese and under /en in English, from the module of its name', () => {
    const expected = Object.entries(PAGES).flatMap(([name, spec]) => [
      { path: spec.path, file: `routes/${name}.tsx` },
      { path: spec.path === '/' ? '/en' : `/en${spec.path}`, file: `routes/${name}.tsx` },
    ]);
    const publicRoutes = listed.filter((route) => !route.path.startsWith(CONSOLE_HOME));
    expect(publicRoutes).toHaveLength(expected.length);
    expect(publicRoutes).toEqual(expect.arrayContaining(expected));
  });

  it('serves every console page at its path, and nothing else under /admin', () => {
    const expected = Object.entries(CONSOLE_PAGES).map(([name, spec]) => ({ path: spec.path, file: `routes/${name}.tsx` }));
    const consoleRoutes = listed.filter((route) => route.path.startsWith(CONSOLE_HOME));
    expect(consoleRoutes).toHaveLength(expected.length);
    expect(consoleRoutes).toEqual(expect.arrayContaining(expected));
  });

  it('keeps the query names the page cache keyed pages by before the table (server/plugins/page-cache-key.ts)', () => {
    const ORDER = 'id oid orderno kind';
    const JOBS = 'page size';
    const before: Record<string, string> = {
      '/': '', '/register': '', '/login': 'activated registered redirect', '/forgetPwd': '', '/confirmation': '', '/account': '',
      '/addressManagement': '', '/apiKeys': '', '/newsCenter': 'type id page', '/newsCenter/newsCenterDetail': 'newsId', '/contactUS': '',
      '/contactUs/enterpriseRecruitment': JOBS, '/contactUs/schoolRecruitment': JOBS, '/recruitment': '', '/recruitment/enterprise': JOBS,
      '/recruitment/school': JOBS, '/talentRecruitmentDetail': 'key', '/searchResult': 'keyword keyword2 type page size',
      '/searchResultDetail': 'kind id', '/privacyPolicy': '', '/crispr-help': '', '/dynamicIndex': 'id', '/dynamicDetail': 'id',
      '/geneEditing/geneEditingIndex': '', '/crispr': 'id', '/crispr-result': 'id', '/plasmidPlatform': '', '/plasmidPlatform/plasmidPlatformIndex': '',
      '/plasmidPlatform/plasmidPlatformList':
        'host plasmidUsage fragmentType fragmentSpecies nuclearResistance eukaryoticResistance fluorescentMarker name itemNo page size',
      '/plasmidPlatformDetail': 'listId', '/techService': 'type id molds keyword page size', '/productService': 'id', '/order': 'tab',
      '/orderSeqAction': ORDER, '/orderSeqList': ORDER, '/orderSeqDetail': ORDER, '/orderAmpliconAction': ORDER, '/orderAmpliconList': ORDER,
      '/orderAmpliconDetail': ORDER, '/orderCellAction': ORDER, '/orderCellList': ORDER, '/orderCellDetail': ORDER, '/orderManifest': ORDER,
    };
    expect(Object.fromEntries(Object.entries(PAGE_QUERY_NAMES).map(([path, names]) => [path, names.join(' ')]))).toEqual(before);
    expect(PAGE_QUERY_NAMES[PAGES['plasmid-platform-list'].path]).toEqual(PLASMID_LIST_PARAMS);
  });
});

describe('pagePath', () => {
  // Each left side is what a link of the app or the server builds now, each right side the address that
  // link had when it was typed by hand (issue 36): they must stay byte for byte the same.
  it('writes the addresses the hand-typed links wrote', () => {
    const cases: [string, string][] = [
      [pagePath('home'), '/'],
      [pagePath('news-center'), '/newsCenter'],
      [pagePath('news-center', { type: 7, id: 3 }), '/newsCenter?type=7&id=3'],
      [pagePath('news-center-detail', { newsId: 5 }), '/newsCenter/newsCenterDetail?newsId=5'],
      [pagePath('dynamic-index', { id: 2 }), '/dynamicIndex?id=2'],
      [pagePath('dynamic-detail', { id: 11 }), '/dynamicDetail?id=11'],
      [pagePath('product-service', { id: 8 }), '/productService?id=8'],
      [pagePath('plasmid-platform-list'), '/plasmidPlatform/plasmidPlatformList'],
      [pagePath('plasmid-platform-list', { page: 2 }), '/plasmidPlatform/plasmidPlatformList?page=2'],
      [pagePath('plasmid-platform-index'), '/plasmidPlatform/plasmidPlatformIndex'],
      [pagePath('plasmid-platform-detail', { listId: 4 }), '/plasmidPlatformDetail?listId=4'],
      [pagePath('talent-recruitment-detail', { key: 2 }), '/talentRecruitmentDetail?key=2'],
      [pagePath('recruitment-enterprise'), '/recruitment/enterprise'],
      [pagePath('recruitment-school'), '/recruitment/school'],
      [pagePath('contact-us'), '/contactUS'],
      [pagePath('contact-us-enterprise'), '/contactUs/enterpriseRecruitment'],
      [pagePath('contact-us-school'), '/contactUs/schoolRecruitment'],
      [pagePath('privacy-policy'), '/privacyPolicy'],
      [pagePath('crispr-help'), '/crispr-help'],
      [pagePath('crispr'), '/crispr'],
      [pagePath('crispr-result', { id: 12 }), '/crispr-result?id=12'],
      [pagePath('gene-editing-index'), '/geneEditing/geneEditingIndex'],
      [pagePath('search-result', { keyword: 'cas9 蛋白' }), `/searchResult?${new URLSearchParams({ keyword: 'cas9 蛋白' })}`],
      [pagePath('search-result-detail', { kind: 'news', id: 9 }), '/searchResultDetail?kind=news&id=9'],
      [pagePath('tech-service', { type: 1, id: 5, molds: 'a&b c' }), `/techService?${new URLSearchParams({ type: '1', id: '5', molds: 'a&b c' })}`],
      [pagePath('tech-service', { type: 0, id: 5, molds: null }), '/techService?type=0&id=5'],
      [pagePath('login'), '/login'],
      [pagePath('login', { activated: 0 }), '/login?activated=0'],
      [pagePath('login', { activated: 1 }), '/login?activated=1'],
      [pagePath('login', { registered: 1 }), '/login?registered=1'],
      [pagePath('register'), '/register'],
      [pagePath('forget-pwd'), '/forgetPwd'],
      [pagePath('confirmation'), '/confirmation'],
      [pagePath('account'), '/account'],
      [pagePath('address-management'), '/addressManagement'],
      [pagePath('api-keys'), '/apiKeys'],
      [pagePath('order'), '/order'],
      [pagePath('order', { tab: 'cell' }), '/order?tab=cell'],
      [pagePath('order-cell-action'), '/orderCellAction'],
      [pagePath('order-cell-action', { id: 8 }), '/orderCellAction?id=8'],
      [pagePath('order-cell-action', { copy: 8 }), '/orderCellAction?copy=8'],
      [pagePath('order-cell-detail', { id: 8 }), '/orderCellDetail?id=8'],
      [pagePath('order-seq-list', { oid: 3, orderno: 'GS20261129000001' }), '/orderSeqList?oid=3&orderno=GS20261129000001'],
      [pagePath('order-amplicon-list', { oid: 3, orderno: 'AM20261129000001' }), '/orderAmpliconList?oid=3&orderno=AM20261129000001'],
      [pagePath('order-seq-detail', { id: 6, orderno: 'GS1', oid: 3 }), '/orderSeqDetail?id=6&orderno=GS1&oid=3'],
      [pagePath('order-amplicon-action', { id: 6, oid: 3 }), '/orderAmpliconAction?id=6&oid=3'],
      [pagePath('order-manifest', { kind: 'guide', oid: 3 }), '/orderManifest?kind=guide&oid=3'],
    ];
    for (const [built, written] of cases) expect(built).toBe(written);
  });

  it('writes the names in the order the caller gives them, as the hand-typed links did', () => {
    expect(pagePath('order-manifest', { oid: 3, kind: 'guide' })).toBe('/orderManifest?oid=3&kind=guide');
  });

  it('leaves out null, undefined and empty values', () => {
    expect(pagePath('order-seq-list', { oid: 3, orderno: undefined })).toBe('/orderSeqList?oid=3');
    expect(pagePath('news-center', { type: null, id: 3, page: undefined })).toBe('/newsCenter?id=3');
    expect(pagePath('search-result', { keyword: '' })).toBe('/searchResult');
  });

  it("writes login's redirect as encodeURIComponent did (it keeps ( ) ! ~ ' and writes a space %20)", () => {
    const back = "/orderSeqList?oid=3&orderno=GS(1) x~!'";
    expect(pagePath('login', { redirect: back })).toBe(`/login?redirect=${encodeURIComponent(back)}`);
    expect(pagePath('login', { redirect: '/crispr-result?id=4' })).toBe('/login?redirect=%2Fcrispr-result%3Fid%3D4');
    expect(pagePath('login', { redirect: 'order' })).toBe('/login?redirect=order');
  });
});

describe('localePagePath', () => {
  it('is the Chinese address on the Chinese site and the same under /en on the English one', () => {
    expect(localePagePath('zh', 'news-center', { type: 7 })).toBe('/newsCenter?type=7');
    expect(localePagePath('en', 'news-center', { type: 7 })).toBe('/en/newsCenter?type=7');
    expect(localePagePath('en', 'home')).toBe('/en');
    expect(localePagePath('en', 'login', { activated: 1 })).toBe('/en/login?activated=1');
    expect(localePagePath('en', 'login', { redirect: '/en/order' })).toBe('/en/login?redirect=%2Fen%2Forder');
    for (const name of Object.keys(PAGES) as PageName[]) {
      if (name !== 'home') expect(localePagePath('en', name as 'crispr')).toBe(`/en${PAGES[name].path}`);
    }
  });
});

describe('consolePath', () => {
  it('writes the addresses the hand-typed console links wrote', () => {
    expect(consolePath('admin-dashboard')).toBe('/admin');
    expect(consolePath('admin-login')).toBe('/admin/login');
    expect(consolePath('admin-orders')).toBe('/admin/orders');
    expect(consolePath('admin-order-detail', { kind: 'guide', id: 3 })).toBe('/admin/orders/guide/3');
    expect(consolePath('admin-customer-detail', { id: 7 })).toBe('/admin/customers/7');
    expect(consolePath('admin-inbox', { kind: 'mail', handled: 0 })).toBe('/admin/inbox?kind=mail&handled=0');
    expect(consolePath('admin-inbox', { item: 'enquiry-12' })).toBe('/admin/inbox?item=enquiry-12');
    expect(consolePath('admin-content-articles', { view: 'picks' })).toBe('/admin/content/articles?view=picks');
    expect(consolePath('admin-content-news', { keyword: '新闻 & 资料' })).toBe(`/admin/content/news?${new URLSearchParams({ keyword: '新闻 & 资料' })}`);
    expect(consolePath('admin-account')).toBe('/admin/account');
    expect(consolePathWithSearch('admin-orders', '')).toBe('/admin/orders');
    expect(consolePathWithSearch('admin-orders', 'kind=guide&status=1')).toBe('/admin/orders?kind=guide&status=1');
  });

  it('agrees with the sign-in path the API client keeps for itself (it ships with public pages)', () => {
    expect(STAFF_LOGIN_PATH).toBe(consolePath('admin-login'));
    expect(CONSOLE_HOME).toBe(consolePath('admin-dashboard'));
  });
});
