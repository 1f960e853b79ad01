// The content constants pages and menus need without validating anything: the category types of the
// navigation rule, the company's default name, the default banner. Kept apart from content.ts (its
// zod schemas) so the menu shipped with every page does not pull zod into the browser.
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

/** Default page title when the setting is missing. */
export const DEFAULT_COMPANY_NAME = '澄源基因编辑科技有限公司';

/**
 * Banner shown when neither a category nor any of its ancestors has a `litpic`. A static asset of the
 * web app (public/images/banner-default.svg).
 */
export const DEFAULT_BANNER_URL = '/images/banner-default.svg';
