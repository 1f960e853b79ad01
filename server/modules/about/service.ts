// About/contact and recruitment reads: the company introduction (from the content service, with the
// counters), the company page sections (page_blocks), the welfare page and the job postings. Every
// HTML field leaves this service sanitised.
import { ABOUT_MESSAGES, shanghaiDateTime, type JobListInput } from '../../../contracts/about.ts';
import type { CompanyPage, JobDetail, JobList, JobSummary, PageBlock, Welfare } from '../../../contracts/api/about.ts';
import type { AboutUs } from '../../../contracts/api/content.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { ContentService } from '../content/service.ts';
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

export function createAboutService(database: Database, deps: { content: ContentService }) {
  const repo = createAboutRepo(database.db);
  const pages = createContentRepo(database.db);

  async function page(slug: string): Promise<CompanyPage> {
    const row = await pages.readPage(slug);
    return {
      title: row?.title ?? '',
      description: row?.description ?? '',
      body: sanitizeRichHtml(row?.body ?? ''),
      litpic: row?.litpic ?? '',
    };
  }

  async function blocks(section: BlockSection): Promise<PageBlock[]> {
    return (await repo.listBlocks(section)).map(toBlock);
  }

  return {
    /** The company introduction with its picture and the four counters. */
    intro(): Promise<AboutUs> {
      return deps.content.aboutUs();
    },

    blocks,

    /** The welfare page and its items. */
    async welfare(): Promise<Welfare> {
      const [intro, list] = await Promise.all([page(WELFARE_PAGE_SLUG), blocks(BLOCK_SECTIONS.welfare)]);
      return { ...intro, list };
    },

    /** The service-advantage items (`info`) and their introduction page (`page`). */
    async serviceAdvantages(): Promise<{ info: PageBlock[]; page: CompanyPage }> {
      const [info, intro] = await Promise.all([blocks(BLOCK_SECTIONS.serviceAdvantages), page(SERVICE_ADVANTAGES_PAGE_SLUG)]);
      return { info, page: intro };
    },

    /** One page of shown postings of a type, newest first. */
    async jobs({ page: pageNumber, size, type }: JobListInput): Promise<JobList> {
      const { rows, total } = await repo.listJobs(type, size, (pageNumber - 1) * size);
      return { data: rows.map(toJobSummary), total };
    },

    /**
     * One shown posting with its sanitised body; 404 when missing or hidden. `preview`: a hidden one
     * too — only for a page whose preview token names it (server/modules/content/preview.ts).
     */
    async job(id: number, how: { preview?: boolean } = {}): Promise<JobDetail> {
      const row = await repo.readJob(id, how.preview === true);
      if (!row) throw notFound(ABOUT_MESSAGES.jobNotFound);
      return { ...toJobSummary(row), body: sanitizeRichHtml(row.body ?? '') };
    },
  };
}

export type AboutService = ReturnType<typeof createAboutService>;

function toJobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    leixing: row.leixing ?? '',
    didian: row.didian ?? '',
    renshu: row.renshu ?? '',
    create_time: shanghaiDateTime(row.create_time),
  };
}

function toBlock(row: BlockRow): PageBlock {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle ?? '',
    litpic: row.litpic ?? '',
    description: row.description ?? '',
    body: sanitizeRichHtml(row.body ?? ''),
    gourl: row.gourl ?? '',
  };
}
