// The query names each page of the site reads (in its loader or while rendering). The rendered-page
// cache (server/plugins/page-cache.ts) keys a page by its path and these names only, and renders it
// from that reduced address: `/?utm_source=x` and `/?_=123` share the home page's entry instead of
// each forcing a full render. A page that starts reading another name must add it here, or every
// value of that name would be answered with the first one rendered. `server/plugins/page-cache-key.test.ts`
// fails when a route of app/routes.ts is missing from this table.
import { PLASMID_LIST_PARAMS } from './plasmid-filters.ts';

const ORDER_PAGE = ['id', 'oid', 'orderno', 'kind'] as const;
const JOB_LIST = ['page', 'size'] as const;

/** Path (as in app/routes.ts, with its leading slash) → the query names the page reads. */
export const PAGE_QUERY_NAMES: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/register': [],
  '/login': ['activated', 'registered', 'redirect'],
  '/forgetPwd': [],
  '/confirmation': [],
  '/account': [],
  '/addressManagement': [],
  '/apiKeys': [],
  '/newsCenter': ['type', 'id', 'page'],
  '/newsCenter/newsCenterDetail': ['newsId'],
  '/contactUS': [],
  '/contactUs/enterpriseRecruitment': JOB_LIST,
  '/contactUs/schoolRecruitment': JOB_LIST,
  '/recruitment': [],
  '/recruitment/enterprise': JOB_LIST,
  '/recruitment/school': JOB_LIST,
  '/talentRecruitmentDetail': ['key'],
  '/searchResult': ['keyword', 'keyword2', 'type', 'page', 'size'],
  '/searchResultDetail': ['kind', 'id'],
  '/privacyPolicy': [],
  '/crispr-help': [],
  '/dynamicIndex': ['id'],
  '/dynamicDetail': ['id'],
  '/geneEditing/geneEditingIndex': [],
  '/crispr': ['id'],
  '/crispr-result': ['id'],
  '/plasmidPlatform': [],
  '/plasmidPlatform/plasmidPlatformIndex': [],
  '/plasmidPlatform/plasmidPlatformList': PLASMID_LIST_PARAMS,
  '/plasmidPlatformDetail': ['listId'],
  '/techService': ['type', 'id', 'molds', 'keyword', 'page', 'size'],
  '/productService': ['id'],
  '/order': ['tab'],
  '/orderSeqAction': ORDER_PAGE,
  '/orderSeqList': ORDER_PAGE,
  '/orderSeqDetail': ORDER_PAGE,
  '/orderAmpliconAction': ORDER_PAGE,
  '/orderAmpliconList': ORDER_PAGE,
  '/orderAmpliconDetail': ORDER_PAGE,
  '/orderCellAction': ORDER_PAGE,
  '/orderCellList': ORDER_PAGE,
  '/orderCellDetail': ORDER_PAGE,
  '/orderManifest': ORDER_PAGE,
};
