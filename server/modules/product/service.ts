// Technical services and product purchase: the technical-service menu and product lists
// (/techService), the product pages (/productService), and the two enquiry forms. Enquiries are
// always stored first; the company is told by e-mail through the send-mail job (MAIL_COMPANY_TO).
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { ContentService } from '../content/service.ts';
import type { MailService } from '../mail/service.ts';
import { CategoryType } from '../../../contracts/content.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { PLASMID_MOLDS, PRODUCT_MESSAGES, type MailEnquiry, type ProductIndexQuery, type PurchaseInquiry } from '../../../contracts/product.ts';
import type { ProductPage, TechModel } from '../../../contracts/api/product.ts';
import { activeModel, categoryPath, subtreeIds, techModels } from './category-path.ts';
import { englishImage, type LangOption } from '../../../contracts/english-content.ts';
import type { TechProduct } from '../../../contracts/api/product.ts';
import { englishOrNull, langOf, sharedOrNull, translated, type ContentLang } from '../content/english.ts';
import { createProductRepo, type ProductReadRow } from './repo.ts';

/** What a page's preview token names (server/modules/content/preview.ts), null or absent when nothing. */
export interface PagePreview extends LangOption {
  product?: number | null;
  category?: number | null;
}

/** Who sent an enquiry: stored with the row (abuse handling), never shown. */
export interface Sender {
  ip: string | null;
  uid: number | null;
}

/** Product articles shown on one /productService page at most. */
const PRODUCT_ARTICLES_MAX = 30;

export function createProductService(
  config: Pick<AppConfig, 'MAIL_COMPANY_TO'>,
  database: Database,
  deps: {
    content: Pick<ContentService, 'allCategories' | 'categoryImage'>;
    mail: Pick<MailService, 'send'>;
    log: Pick<FastifyBaseLogger, 'error'>;
    /** The app's time: a scheduled article shows only inside its publication window. */
    clock?: () => Date;
  },
) {
  const repo = createProductRepo(database.db, deps.clock ?? (() => new Date()));
  const { content, mail, log } = deps;

  /** `previewCategory`: a category the page's preview token names, shown as if it were (content.allCategories). */
  async function models(previewCategory: number | null = null, reading?: LangOption): Promise<TechModel[]> {
    return techModels(await content.allCategories(previewCategory, reading));
  }

  /** `preview.lang` 'en': the English text, its keyword matching the English title too (it always does). */
  async function list(query: ProductIndexQuery, preview: PagePreview = {}): Promise<ProductPage> {
    let tids: number[] | undefined;
    if (query.tid !== undefined) {
      const path = categoryPath(await content.allCategories(preview.category), query.tid);
      if (!path.length) return { info: { data: [], total: 0 } };
      tids = subtreeIds(path.at(-1)!);
    }
    const { rows, total } = await repo.listProducts({ tids, keyword: query.keyword, offset: (query.page - 1) * query.size, limit: query.size, previewId: preview.product ?? null });
    return { info: { data: rows.map((row) => toProduct(row, langOf(preview))), total } };
  }

  return {
    models,
    list,

    /**
     * Everything /techService shows: the menu, the highlighted entry (null when the query names a
     * category that does not exist), its category for breadcrumb and meta, the banner and the list.
     * `preview`: what the page's preview token names: a product, listed (first) even when hidden, or
     * a category, shown (menu, breadcrumb, list) as if it were.
     */
    async techServicePage(
      query: { id: number | null; idGiven: boolean; molds: string | null; keyword: string; page: number; size: number },
      preview: PagePreview = {},
    ) {
      const [tree, menu] = await Promise.all([content.allCategories(preview.category, preview), models(preview.category ?? null, preview)]);
      const matchesMolds = Boolean(query.molds && menu.some((m) => m.molds === query.molds));
      const idKnown = query.id !== null && categoryPath(tree, query.id).length > 0;
      // An id that names nothing, without a molds that does, is a bad link: empty state, not a guess.
      const active = query.idGiven && !idKnown && !matchesMolds ? null : activeModel(menu, idKnown ? query.id : null, query.molds);
      const path = active ? categoryPath(tree, active.tid) : [];
      const category = path.at(-1) ?? null;
      const [products, banner] = await Promise.all([
        active ? list({ tid: active.tid, keyword: query.keyword, page: query.page, size: query.size }, preview) : { info: { data: [], total: 0 } },
        // The section's banner: child categories carry card-sized pictures, not banners.
        content.categoryImage(path[0]?.id ?? 0, preview.category),
      ]);
      return { menu, active, path: path.map(crumb), category: category ? seoOf(category) : null, banner: banner.info, products: products.info };
    },

    /**
     * Everything /productService?id shows, or null when `id` is not a visible product category:
     * the path, the menu cards (the children of the top product category, each with its children),
     * the category's own text and the product articles of the category and everything below it.
     * `previewCategory`: the category the page's preview token names, shown as if it were.
     */
    async productServicePage(id: number, previewCategory: number | null = null, reading?: LangOption) {
      const en = langOf(reading) === 'en';
      const tree = await content.allCategories(previewCategory, reading);
      const path = categoryPath(tree, id);
      const category = path.at(-1);
      if (!category || category.type !== CategoryType.ProductService) return null;
      const root = path.find((node) => node.type === CategoryType.ProductService) ?? category;
      const [rows, banner] = await Promise.all([repo.listArticles(subtreeIds(category), PRODUCT_ARTICLES_MAX), content.categoryImage(path[0]!.id, previewCategory)]);
      return {
        path: path.map(crumb),
        category: { ...seoOf(category), body: category.body ?? '' },
        root: { id: root.id, catname: root.catname },
        menu: (root.childs ?? []).map((child) => ({ ...menuEntry(child), childs: (child.childs ?? []).map(menuEntry) })),
        banner: banner.info,
        // litpic and description make the grid cards of the product centre; body is the detail.
        articles: rows.map((row) => ({
          id: row.id,
          tid: row.tid,
          title: en ? (englishOrNull(row.en_title) ?? '') : row.title,
          litpic: row.litpic ?? '',
          description: (en ? row.en_description : row.description) ?? '',
          body: sanitizeRichHtml((en ? row.en_body : row.body) ?? ''),
          ...(en ? { hasEnglish: translated([[row.title, row.en_title], [row.body, row.en_body]]) } : {}),
        })),
      };
    },

    /** onlinebook/addYuding: stores the inquiry (product fields from the product itself when `aid` names one). */
    async addPurchaseInquiry(input: PurchaseInquiry, sender: Sender): Promise<void> {
      let product = { molds: input.molds, title: input.title, article_number: input.article_number, specifications: input.specifications };
      if (input.aid !== undefined && input.molds === PLASMID_MOLDS) {
        // A plasmid of the catalogue (its detail page's 购买/咨询): its own name, item number, specification.
        const row = await repo.findPlasmid(input.aid);
        if (!row) throw refuse(PRODUCT_MESSAGES.productMissing);
        product = { molds: PLASMID_MOLDS, ...row };
      } else if (input.aid !== undefined) {
        const row = await repo.findProduct(input.aid);
        if (!row) throw refuse(PRODUCT_MESSAGES.productMissing);
        product = { molds: row.molds, title: row.title, article_number: row.article_number, specifications: row.specifications };
      }
      const row = { ...input, ...product, aid: input.aid ?? null };
      const id = await repo.insertPurchaseEnquiry({ ...row, ip: sender.ip, uid: sender.uid });
      // The row is the record; the mail is a courtesy to staff, so a queue hiccup does not fail the order.
      await mail
        .send({
          to: config.MAIL_COMPANY_TO,
          subject: oneLine(`【订购咨询】${row.title ?? '技术服务'} ${row.article_number ?? ''}`),
          text: enquiryText(`订购咨询 #${id}`, [
            ['产品', row.title], ['货号', row.article_number], ['规格', row.specifications], ['类别', row.molds],
            ['姓名', row.name], ['电话', row.phone], ['单位', row.company], ['邮箱', row.email], ['地址', row.address],
            ['计划开展项目时间', row.kz_date], ['了解渠道', row.how_liaojie],
          ]),
        }, 'bulk')
        .catch((error: unknown) => log.error({ err: error, enquiry: id }, 'purchase inquiry mail could not be queued'));
    },

    /** The send-mail job delivered the enquiry's message to the company. */
    async markEnquiryMailed(id: number): Promise<void> {
      await repo.setMailStatus(id, 1);
    },

    /** /messages/send-mail: stores the enquiry and mails it to the company; a failed send is the refusal. */
    async sendMailEnquiry(input: MailEnquiry, sender: Sender): Promise<void> {
      const id = await repo.insertMailEnquiry({
        product_name: input.productName,
        location: input.location,
        name: input.name,
        unit: input.unit,
        phone: input.phone,
        email: input.email,
        address: input.address,
        ip: sender.ip,
        uid: sender.uid,
      });
      try {
        await mail.send({
          to: config.MAIL_COMPANY_TO,
          subject: oneLine(`【产品购买咨询】${input.productName}`),
          text: enquiryText(`产品购买咨询 #${id}`, [
            ['产品名称', input.productName], ['地区', input.location], ['姓名', input.name], ['单位', input.unit],
            ['电话', input.phone], ['邮箱', input.email], ['地址', input.address],
          ]),
          receipt: { kind: 'mail-enquiry', id },
        }, 'bulk');
      } catch (error) {
        log.error({ err: error, enquiry: id }, 'mail enquiry could not be queued');
        await repo.setMailStatus(id, 2);
        throw refuse(PRODUCT_MESSAGES.mailFailed);
      }
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

/**
 * A product in a language. In English the English columns stand in the usual fields; the catalogue
 * codes (article number, gene, price) are shared unless written in Chinese.
 */
function toProduct(row: ProductReadRow, lang: ContentLang): TechProduct {
  const { en_species, en_specifications, en_system, en_resistance, en_detection, en_litpic, ...zh } = row;
  if (lang === 'zh') return zh;
  return {
    ...zh,
    title: englishOrNull(zh.en_title) ?? '',
    species: englishOrNull(en_species),
    gene_name: sharedOrNull(zh.gene_name),
    gene_id: sharedOrNull(zh.gene_id),
    specifications: englishOrNull(en_specifications),
    article_number: sharedOrNull(zh.article_number),
    price: sharedOrNull(zh.price),
    system: englishOrNull(en_system),
    resistance: englishOrNull(en_resistance),
    detection: englishOrNull(en_detection),
    litpic: englishImage(en_litpic, zh.litpic),
    hasEnglish: translated([[zh.title, zh.en_title]]),
  };
}

const crumb = (node: CategoryNode) => ({ id: node.id, pid: node.pid, catname: node.catname, type: node.type, gourl: node.gourl, molds: node.molds });

function menuEntry(node: CategoryNode) {
  return { id: node.id, pid: node.pid, catname: node.catname, type: node.type, gourl: node.gourl, molds: node.molds, litpic: node.litpic };
}

/** What a page's meta tags need from its category. */
function seoOf(node: CategoryNode) {
  return { id: node.id, catname: node.catname, description: node.description ?? '', keywords: node.keywords ?? '' };
}

/** Visitor text must not break a mail header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim().slice(0, 150);
}

function enquiryText(heading: string, fields: Array<[string, string | null | undefined]>): string {
  const lines = fields.map(([label, value]) => `${label}：${value ?? '（未填写）'}`);
  return `${heading}\n\n${lines.join('\n')}\n\n此邮件由网站自动发送，请直接回复客户邮箱。\n`;
}
