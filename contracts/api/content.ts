// The site shell's content calls (/api/v1/category/*, /help/getWebseting, /help/aboutus): the
// category trees, a category's banner, the web settings with the counters and the company
// introduction. Read-only, so each answers GET as well as the documented POST.
import { englishFlag } from '../english-content.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { categoryImageInput, categoryReadInput } from '../content.ts';
import { v1 } from './v1.ts';

const tags = ['content'];

/**
 * One visible category with its visible children (`childs`, every level). In the menus
 * (`/category/index`, `/category/teshuCate`) `body` and `youshi` are always null; `/category/allcate`
 * and `/category/read` carry them as sanitised HTML. Named, so the OpenAPI document can show the
 * recursion as one shared schema.
 */
export const categoryNode = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  catname: z.string(),
  encatname: z.string().nullable(),
  type: z.number().int().describe('0-10，决定点击去向（contracts/content.ts CategoryType）'),
  gourl: z.string().nullable(),
  molds: z.string().nullable(),
  tid: z.number().int().nullable(),
  litpic: z.string().nullable(),
  litpicm: z.string().nullable(),
  description: z.string().nullable(),
  keywords: z.string().nullable(),
  body: z.string().nullable(),
  youshi: z.string().nullable(),
  sort: z.number().int(),
  hasEnglish: z.boolean().optional(),
  get childs(): z.ZodArray<typeof categoryNode> {
    return z.array(categoryNode);
  },
}).meta({ id: 'CategoryNode' });

/** The settings flat, as the specification names them; every key is always present. */
export const webSettings = z.object({
  xxl_title: z.string(),
  xxl_qq: z.string(),
  xxl_qq_apple: z.string().describe('苹果设备（iPhone、iPad、Mac）上在线咨询使用的备用 QQ；空则用 xxl_qq'),
  xxl_tel: z.string(),
  xxl_tel400: z.string(),
  xxl_foottel: z.string(),
  xxl_erweima: z.string(),
  xxl_copyright: z.string(),
  xxl_beian: z.string(),
  top_weixin_img: z.string(),
  zp_hottel1: z.string().describe('HTML：换行已转为 <br>'),
  zp_hottel2: z.string().describe('HTML：换行已转为 <br>'),
  comany_map: z.string(),
  kefu_email: z.string().describe('客服邮箱（关于我们）'),
  company_address: z.string().describe('公司地址（关于我们）'),
  sample_address: z.string().describe('样本寄送地址，含收件人与电话（样本清单）；可多行'),
  company_name: z.string().describe('公司中文名，页面默认标题'),
  site_notice: z.string().describe('说明公司与内容均为虚构示例数据'),
  xxl_keywords: z.string(),
  xxl_description: z.string(),
});

/** The four animated counters (missing ones are 0). */
export const webCounters = z.object({
  keyanyuansuo: z.number(),
  jishugongsi: z.number(),
  xiangmujinyan: z.number(),
  geleiyangben: z.number(),
});

export const siteSettings = webSettings.extend({ counters: webCounters, ...englishFlag });

/** The company introduction: `body` is sanitised HTML, `litpic` '' when there is no picture. */
export const aboutUs = z.object({
  title: z.string(),
  description: z.string(),
  body: z.string(),
  litpic: z.string(),
  counters: webCounters,
  ...englishFlag,
});

/** `info` is the banner URL, never empty. */
export const categoryImage = z.object({ info: z.string() });

export const contentApi = {
  navigation: v1({
    path: '/category/index',
    methods: READ,
    tags,
    summary: '导航分类树（可见分类，逐级 childs；不含 body/youshi）',
    output: z.array(categoryNode),
  }),
  allCategories: v1({
    path: '/category/allcate',
    methods: READ,
    tags,
    summary: '全部可见分类的完整树（逐级 childs，含全部字段）',
    output: z.array(categoryNode),
  }),
  specialCategories: v1({
    path: '/category/teshuCate',
    methods: READ,
    tags,
    summary: '订单中心的特殊分类（is_teshu=1）及其 childs',
    output: z.array(categoryNode),
  }),
  category: v1({
    path: '/category/read',
    methods: READ,
    tags,
    summary: '读取一个分类及其 childs',
    input: categoryReadInput,
    output: categoryNode,
  }),
  categoryImage: v1({
    path: '/category/getCateImg',
    methods: READ,
    tags,
    summary: '分类横幅图（data.info；无图时取上级分类的图，再无则为默认横幅）',
    input: categoryImageInput,
    output: categoryImage,
  }),
  webSettings: v1({
    path: '/help/getWebseting',
    methods: READ,
    tags,
    summary: '网站设置（zp_hottel1/zp_hottel2 换行转为 <br>）及四个计数器 counters',
    output: siteSettings,
  }),
  aboutUs: v1({
    path: '/help/aboutus',
    methods: READ,
    tags,
    summary: '关于我们：标题、正文 HTML、图片与四个计数器',
    output: aboutUs,
  }),
};

export type CategoryNode = z.infer<typeof categoryNode>;
/** `/api/v1/help/getWebseting`: zp_hottel1/zp_hottel2 have line breaks turned into <br>. */
export type WebSettings = z.infer<typeof webSettings>;
/** The four animated counters (web info). */
export type WebCounters = z.infer<typeof webCounters>;
export type SiteSettings = z.infer<typeof siteSettings>;
/** `/api/v1/help/aboutus` data: the company introduction (sanitised HTML) with its picture and counters. */
export type AboutUs = z.infer<typeof aboutUs>;
/** `/api/v1/category/getCateImg` data: `info` is the banner URL, never empty. */
export type CategoryImage = z.infer<typeof categoryImage>;

/** Every key of `WebSettings`, in the order the settings screen lists them; each is always present. */
export const WEB_SETTING_KEYS = [
  'xxl_title',
  'xxl_qq',
  'xxl_qq_apple',
  'xxl_tel',
  'xxl_tel400',
  'xxl_foottel',
  'xxl_erweima',
  'xxl_copyright',
  'xxl_beian',
  'top_weixin_img',
  'zp_hottel1',
  'zp_hottel2',
  'comany_map',
  'kefu_email',
  'company_address',
  'sample_address',
  'company_name',
  'site_notice',
  'xxl_keywords',
  'xxl_description',
] as const satisfies readonly (keyof WebSettings)[];

/**
 * Settings that the server returns as sanitised HTML (line breaks already turned into `<br>`); pages
 * render them with dangerouslySetInnerHTML. Every other setting is plain text for React to escape.
 */
export const WEB_SETTING_HTML_KEYS = ['zp_hottel1', 'zp_hottel2'] as const satisfies readonly (keyof WebSettings)[];

export const WEB_COUNTER_KEYS = ['keyanyuansuo', 'jishugongsi', 'xiangmujinyan', 'geleiyangben'] as const satisfies readonly (keyof WebCounters)[];
