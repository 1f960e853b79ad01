// Shapes of the content calls shared by the server (answers) and the app (pages). Field names are the
// specification's, so API answers carry them unchanged.

/** Category types 0-10 of the specification; see `categoryHref` in contracts/category-nav.ts. */
export const CategoryType = {
  ServiceIndex: 0, // /dynamicIndex?id
  ServiceDetail: 1, // /dynamicDetail?id
  PlasmidPlatform: 2, // /plasmidPlatform/plasmidPlatformList
  ContactUs: 3, // /contactUS
  CrisprHelp: 4, // /crispr-help
  Recruitment: 5, // /recruitment/enterprise
  News: 6, // /newsCenter?type&id
  TechDocs: 7, // /newsCenter?type&id
  ProductService: 8, // /productService?id
  TechServiceCards: 9, // /techService?type&id&molds
  TechServiceTable: 10, // /techService?type&id&molds
} as const;

/** Kinds of technical products (`molds`). */
export const TECH_MOLDS = ['cell_yesheng', 'cell_cas9', 'cell_luc', 'cell_egfp', 'cell_ganxibao'] as const;
export type TechMolds = (typeof TECH_MOLDS)[number];

export interface CategoryNode {
  id: number;
  pid: number;
  catname: string;
  encatname: string | null;
  type: number;
  gourl: string | null;
  molds: string | null;
  tid: number | null;
  litpic: string | null;
  litpicm: string | null;
  description: string | null;
  keywords: string | null;
  body: string | null;
  youshi: string | null;
  sort: number;
  childs: CategoryNode[];
}

/** `/api/v1/help/getWebseting`: zp_hottel1/zp_hottel2 have line breaks turned into <br>. */
export interface WebSettings {
  xxl_title: string;
  xxl_qq: string;
  xxl_tel: string;
  xxl_tel400: string;
  xxl_foottel: string;
  xxl_erweima: string;
  xxl_copyright: string;
  xxl_beian: string;
  top_weixin_img: string;
  zp_hottel1: string;
  zp_hottel2: string;
  comany_map: string;
  /** The company's Chinese name; the default page title. */
  company_name: string;
  /** Says that the company and its content are fictional demo data. */
  site_notice: string;
}

/** The four animated counters (web info). */
export interface WebCounters {
  keyanyuansuo: number;
  jishugongsi: number;
  xiangmujinyan: number;
  geleiyangben: number;
}

/** Default page title when the setting is missing. */
export const DEFAULT_COMPANY_NAME = '澄源基因编辑科技有限公司';
