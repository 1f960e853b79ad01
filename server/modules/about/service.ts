// About/contact and recruitment reads: the company introduction (from the content service, with the
// counters), the company page sections (page_blocks), the welfare page and the job postings. Every
// HTML field leaves this service sanitised.
import { ABOUT_MESSAGES, type JobListInput } from '../../../contracts/about.ts';
import { shanghaiDateTime } from '../../../contracts/shanghai-time.ts';
import type { CompanyPage, JobDetail, JobList, JobSummary, PageBlock, Welfare } from '../../../contracts/api/about.ts';
import type { AboutUs } from '../../../contracts/api/content.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { LangOption } from '../../../contracts/english-content.ts';
import { isBlockIcon } from '../../../contracts/block-icons.ts';
import { englishOrNull, langOf, translated, type ContentLang } from '../content/english.ts';
import { pageHasEnglish, pageIn, type ContentService } from '../content/service.ts';
import { createContentRepo } from '../content/repo.ts';
import { createAboutRepo, type BlockRow, type JobRow } from './repo.ts';

/** page_blocks.section names (server/db/schema/settings.ts). */
export const BLOCK_SECTIONS = {
  platformAdvantages: 'pingtaiyoushi',
  postdoc: 'boshihou',
  serviceAdvantages: 'fuwuyoushi',
  workPlaces: 'gzdidian',
  mailboxes: 'tdyouxiang',
  wechat: 'weixinkesao',
  welfare: 'fulidaiyu',
} as const;
export type BlockSection = (typeof BLOCK_SECTIONS)[keyof typeof BLOCK_SECTIONS];

const WELFARE_PAGE_SLUG = 'fulidaiyu';
const SERVICE_ADVANTAGES_PAGE_SLUG = 'fuwuyoushi';

export function createAboutService(database: Database, deps: { content: ContentService; clock?: () => Date }) {
  const repo = createAboutRepo(database.db, deps.clock ?? (() => new Date()));
  const pages = createContentRepo(database.db);

  async function page(slug: string, lang: ContentLang = 'zh'): Promise<CompanyPage> {
    const row = await pages.readPage(slug);
    return { ...pageIn(row, lang), ...(lang === 'en' ? { hasEnglish: pageHasEnglish(row) } : {}) };
  }

  async function blocks(section: BlockSection, reading?: LangOption): Promise<PageBlock[]> {
    return (await repo.listBlocks(section)).map((row) => toBlock(row, langOf(reading)));
  }

  return {
    /** The company introduction with its picture and the four counters. */
    intro(reading?: LangOption): Promise<AboutUs> {
      return deps.content.aboutUs(reading);
    },

    blocks,

    /** The welfare page and its items. */
    async welfare(reading?: LangOption): Promise<Welfare> {
      const [intro, list] = await Promise.all([page(WELFARE_PAGE_SLUG, langOf(reading)), blocks(BLOCK_SECTIONS.welfare, reading)]);
      return { ...intro, list };
    },

    /** The service-advantage items (`info`) and their introduction page (`page`). */
    async serviceAdvantages(reading?: LangOption): Promise<{ info: PageBlock[]; page: CompanyPage }> {
      const [info, intro] = await Promise.all([blocks(BLOCK_SECTIONS.serviceAdvantages, reading), page(SERVICE_ADVANTAGES_PAGE_SLUG, langOf(reading))]);
      return { info, page: intro };
    },

    /** One page of shown postings of a type, newest first. */
    async jobs({ page: pageNumber, size, type }: JobListInput, reading?: LangOption): Promise<JobList> {
      const { rows, total } = await repo.listJobs(type, size, (pageNumber - 1) * size);
      return { data: rows.map((row) => toJobSummary(row, langOf(reading))), total };
    },

    /**
     * One shown posting with its sanitised body; 404 when missing or hidden. `preview`: a hidden one
     * too — only for a page whose preview token names it (server/modules/content/preview.ts).
     */
    async job(id: number, how: { preview?: boolean } & LangOption = {}): Promise<JobDetail> {
      const row = await repo.readJob(id, how.preview === true);
      if (!row) throw notFound(ABOUT_MESSAGES.jobNotFound);
      const lang = langOf(how);
      return { ...toJobSummary(row, lang), body: sanitizeRichHtml((lang === 'en' ? row.en_body : row.body) ?? '') };
    },
  };
}

function toJobSummary(row: JobRow, lang: ContentLang): JobSummary {
  const en = lang === 'en';
  return {
    id: row.id,
    type: row.type,
    title: en ? (englishOrNull(row.en_title) ?? '') : row.title,
    leixing: (en ? row.en_leixing : row.leixing) ?? '',
    didian: (en ? row.en_didian : row.didian) ?? '',
    renshu: (en ? row.en_renshu : row.renshu) ?? '',
    create_time: shanghaiDateTime(row.create_time),
    ...(en ? { hasEnglish: translated([[row.title, row.en_title], [row.has_body, row.has_en_body]]) } : {}),
  };
}

function toBlock(row: BlockRow, lang: ContentLang): PageBlock {
  const en = lang === 'en';
  return {
    id: row.id,
    title: en ? (englishOrNull(row.en_title) ?? '') : row.title,
    subtitle: (en ? row.en_subtitle : row.subtitle) ?? '',
    litpic: row.litpic ?? '',
    description: (en ? row.en_description : row.description) ?? '',
    body: sanitizeRichHtml((en ? row.en_body : row.body) ?? ''),
    gourl: row.gourl ?? '',
    // Only an icon of the list reaches a page (one stored before the list changed is left out).
    icon: isBlockIcon(row.icon) ? row.icon : null,
    ...(en ? { hasEnglish: translated([[row.title, row.en_title], [row.body, row.en_body]]) } : {}),
  };
}
