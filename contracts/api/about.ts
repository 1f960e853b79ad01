// The about/contact and recruitment calls (/article/guanyu, zhaopin, show, the page-block lists and
// /about/*). Read-only, so each answers GET as well as the documented POST. The specification wraps
// each answer in `info`.
import { englishFlag } from '../english-content.ts';
import { BLOCK_ICON_NAMES, type BlockIcon } from '../block-icons.ts';
import { z } from 'zod';
import { READ } from '../endpoint.ts';
import { jobListInput, jobShowInput } from '../about.ts';
import { pageOf } from './answers.ts';
import { aboutUs } from './content.ts';
import { v1 } from './v1.ts';

const tags = ['about'];

/** A row of the recruitment list. */
export const jobSummary = z.object({
  id: z.number().int(),
  type: z.number().int().describe('0 社会招聘，1 校园招聘'),
  title: z.string(),
  leixing: z.string(),
  didian: z.string(),
  renshu: z.string(),
  create_time: z.string().describe("'YYYY-MM-DD HH:mm:ss'（北京时间）"),
  ...englishFlag,
});

/** One posting with its sanitised HTML body. */
export const jobDetail = jobSummary.extend({ body: z.string() });

export const jobList = pageOf(jobSummary);

/** One block of a company page section (page_blocks), body sanitised. */
export const pageBlock = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  litpic: z.string(),
  description: z.string(),
  body: z.string(),
  gourl: z.string(),
  /** An icon of the fixed list (contracts/block-icons.ts) the page draws instead of the picture; null = the picture. */
  icon: z.enum(BLOCK_ICON_NAMES as [BlockIcon, ...BlockIcon[]]).nullable(),
  ...englishFlag,
});

/** A single company page (pages table), body sanitised. */
export const companyPage = z.object({
  title: z.string(),
  description: z.string(),
  body: z.string(),
  litpic: z.string(),
  ...englishFlag,
});

/** The welfare page with its items. */
export const welfare = companyPage.extend({ list: z.array(pageBlock) });

const blockList = (path: string, summary: string) =>
  v1({ path, methods: READ, tags, summary: `${summary}（data.info）`, output: z.object({ info: z.array(pageBlock) }) });

const welfareCall = (path: string) =>
  v1({ path, methods: READ, tags, summary: '福利待遇（data.info：页面标题、正文与福利条目 list）', output: z.object({ info: welfare }) });

export const aboutApi = {
  intro: v1({
    path: '/article/guanyu',
    methods: READ,
    tags,
    summary: '关于我们（data.info：标题、正文 HTML、图片与四个计数器）',
    output: z.object({ info: aboutUs }),
  }),
  jobs: v1({
    path: '/article/zhaopin',
    methods: READ,
    tags,
    summary: '招聘列表（type 0 社会招聘，1 校园招聘；page、size 默认 10；data.info = { data, total }）',
    input: jobListInput,
    output: z.object({ info: jobList }),
  }),
  job: v1({
    path: '/article/show',
    methods: READ,
    tags,
    summary: '职位详情（data.info，正文 HTML 已净化；不存在时 404）',
    input: jobShowInput,
    output: z.object({ info: jobDetail }),
  }),
  welfare: welfareCall('/article/fulidaiyu'),
  /** The same call under the second spelling the specification uses. */
  welfareAlias: welfareCall('/article/fulidaiyuan'),
  workPlaces: blockList('/article/gzdidian', '工作地点列表'),
  mailboxes: blockList('/article/tdyouxiang', '投递邮箱列表'),
  wechat: blockList('/article/weixinkesao', '微信扫一扫列表（二维码图片）'),
  platformAdvantages: blockList('/about/pingtaiyoushi', '平台优势列表'),
  postdoc: blockList('/about/boshihouApi', '博士后平台列表'),
  serviceAdvantages: v1({
    path: '/about/fuwuyoushi',
    methods: READ,
    tags,
    summary: '服务优势（data.info 条目列表；data.page 为介绍页）',
    output: z.object({ info: z.array(pageBlock), page: companyPage }),
  }),
};

/** A row of the recruitment list. `create_time` is 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
export type JobSummary = z.infer<typeof jobSummary>;
/** /article/show: one posting with its sanitised HTML body. */
export type JobDetail = z.infer<typeof jobDetail>;
export type JobList = z.infer<typeof jobList>;
/** One block of a company page section (page_blocks), body sanitised. */
export type PageBlock = z.infer<typeof pageBlock>;
/** A single company page (pages table), body sanitised. */
export type CompanyPage = z.infer<typeof companyPage>;
/** /article/fulidaiyu and /article/fulidaiyuan: the welfare page with its items. */
export type Welfare = z.infer<typeof welfare>;
