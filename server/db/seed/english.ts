// The demo site's English text (decision 0033), applied by `fillEnglish` after the Chinese is seeded:
// each English field is written only where it is still empty, matched by the item's Chinese key, so a
// fresh install and an existing one both get it, and a translation staff wrote is never replaced.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { EN_COLUMNS, WEB_SETTING_EN_KEYS, englishSettingName, type WebSettingEnKey } from '../../../contracts/english-content.ts';
import type { Tx } from '../tx.ts';
import { ads, articles, categories, jobPostings, news, pageBlocks, pages, plasmids, products, settings } from '../schema/index.ts';
import type { ArticleInsert } from './articles.ts';
import type { CategoryInsert } from './categories.ts';
import type { NewsInsert } from './news.ts';
import type { AdInsert } from './ads.ts';
import { demoImageUrl } from './images.ts';
import type { PageBlockInsert, PageInsert } from './pages.ts';
import { COMPANY_MAP_EN } from './settings.ts';
import type { PlasmidInsert } from './plasmids.ts';
import { SPECIES_EN, type ProductInsert } from './products.ts';

export const COMPANY_NAME_EN = 'Chengyuan Gene Editing Technology Co., Ltd.';
const ADDRESS_EN = '88 Example Road, Suzhou Industrial Park, Suzhou, Jiangsu, China (fictional address)';

export const SETTINGS_EN: Record<WebSettingEnKey, string> = {
  xxl_title: `${COMPANY_NAME_EN} - CRISPR Gene Editing Services`,
  xxl_foottel: 'Service hotline: 400-000-0000 · Technical support: +86 512 0000 0000',
  xxl_copyright: `Copyright © 2020-2026 ${COMPANY_NAME_EN} (fictional). All rights reserved.`,
  xxl_beian: 'Su ICP 00000000-1 (demo number, not a real registration)',
  zp_hottel1: 'Experienced hires: +86 512 0000 0001\nApplications: hr@example.com',
  zp_hottel2: 'Campus recruitment: +86 512 0000 0002\nApplications: campus@example.com',
  company_address: ADDRESS_EN,
  sample_address: `Sample Reception, Building 3, ${ADDRESS_EN}\nAttn: Sample Reception Team · Tel: +86 512 0000 0003`,
  company_name: COMPANY_NAME_EN,
  site_notice: 'This is a demo site: the company and all of its content are fictional.',
  xxl_keywords: 'CRISPR, gene editing, knockout cell lines, GUIDE-seq, off-target analysis, amplicon sequencing, plasmids, lentivirus packaging, sgRNA design',
  comany_map: demoImageUrl(COMPANY_MAP_EN),
  xxl_description: `${COMPANY_NAME_EN} provides CRISPR knockout and knock-in cell line generation, GUIDE-seq off-target analysis, amplicon sequencing, plasmids and viral packaging, and CRISPR-Net, a free online off-target scoring tool.`,
};

/** The single pages by slug. */
export const PAGES_EN: Record<string, { title: string; description: string | null; body: string }> = {
  aboutus: {
    title: 'About Us',
    description: 'A CRISPR gene editing service provider for research laboratories.',
    body:
      `<p>${COMPANY_NAME_EN} is a gene editing service company serving universities, hospitals and biotech companies. ` +
      'Our scientists design, build and validate CRISPR-edited cell lines, analyse off-target activity with GUIDE-seq and amplicon sequencing, ' +
      'and supply the plasmids and viral vectors our customers need for their own experiments.</p>' +
      '<p>Every project is run under a documented quality system: sgRNAs are tested before clones are picked, genotypes are confirmed by Sanger or next-generation sequencing, ' +
      'and each delivery comes with a full report. CRISPR-Net, our deep-learning off-target scoring tool, is free to use on this site.</p>',
  },
  privacy: {
    title: 'Privacy Policy',
    description: null,
    body:
      `<p>This policy explains how ${COMPANY_NAME_EN} ("we") handles the personal information you give us when you use this website.</p>` +
      '<h2>What we collect</h2><p>Your name, e-mail address, telephone number, organisation and postal address when you register, place an order or send an enquiry, and the files you upload for an order or a CRISPR-Net job.</p>' +
      '<h2>Why we use it</h2><p>To run your account, process and deliver your orders, answer your enquiries and send you the messages an order requires. We do not sell your information.</p>' +
      '<h2>How long we keep it</h2><p>For as long as your account exists or the law requires. Uploaded files are removed with the order or job they belong to.</p>' +
      '<h2>Your rights</h2><p>You may view and correct your details in your account, and ask us to delete your account by writing to service@example.com.</p>',
  },
  fulidaiyu: {
    title: 'Benefits',
    description: 'What we offer the people who work with us.',
    body: '<p>We offer competitive pay, full social insurance and housing fund, supplementary health insurance, paid annual leave, a yearly health check and a structured training programme with a mentor for every new colleague.</p>',
  },
  fuwuyoushi: {
    title: 'Why Choose Us',
    description: 'Experience, quality control and clear reporting on every project.',
    body: '<p>Thousands of completed projects, sgRNAs validated before cloning, sequencing-confirmed genotypes and a free re-run if a guaranteed project fails.</p>',
  },
};

/** Carousel slides by their Chinese title: [title, overlay HTML or null]. */
export const ADS_EN: Record<string, [string, string | null]> = {
  'CRISPR 基因敲除细胞系': ['CRISPR Knockout Cell Lines', '<p>More than 2,000 cell lines covered, delivery from 6 weeks.</p>'],
  'GUIDE-seq 脱靶检测': ['GUIDE-seq Off-Target Analysis', null],
  '质粒平台全新上线': ['Our New Plasmid Platform', '<p>Filter by host, application, resistance and fluorescent marker.</p>'],
  'CRISPR-Net 在线脱靶评分': ['CRISPR-Net Online Off-Target Scoring', null],
  '2025 年旧版活动（已下线）': ['2025 Campaign (retired)', '<p>A retired slide.</p>'],
};

type JobEn = { title: string; leixing: string; didian: string; duties: string[]; needs: string[] };
const OFFER = '<h2>What we offer</h2><p>Social insurance and housing fund, supplementary health insurance, paid annual leave, a yearly health check, holiday benefits and a complete training programme.</p>' +
  '<p>Please send your CV to hr@example.com with the position and your name in the subject line.</p>';

/** Job postings by their Chinese title. */
export const JOBS_EN: Record<string, JobEn> = {
  '细胞生物学高级研究员（基因编辑方向）': { title: 'Senior Scientist, Cell Biology (Gene Editing)', leixing: 'R&D', didian: 'Suzhou', duties: ['Design and optimise strategies for CRISPR knockout and knock-in cell lines', 'Lead demanding projects in primary cells and iPSCs', 'Coach junior staff and review experimental data'], needs: ['PhD in cell biology, genetics or a related field, or an MSc with 3+ years of relevant experience', 'Hands-on experience with cell culture, transfection, single-cell cloning and molecular genotyping', 'Experience editing iPSCs or primary cells is a plus'] },
  '生物信息分析工程师': { title: 'Bioinformatics Engineer', leixing: 'Technical', didian: 'Suzhou', duties: ['Develop and maintain analysis pipelines for GUIDE-seq and amplicon sequencing', 'Write analysis reports and answer customer questions', 'Improve our off-target assessment methods'], needs: ['MSc or above in bioinformatics, computer science or a related field', 'Fluent in Python or R on Linux, familiar with NGS data formats', 'Experience with CRISPR data is a plus'] },
  '技术支持专员': { title: 'Technical Support Specialist', leixing: 'Sales support', didian: 'Shanghai', duties: ['Answer customers’ technical questions about our services and products', 'Help the sales team prepare project proposals and quotes', 'Collect customer feedback and drive improvements'], needs: ['MSc or above in the life sciences', 'Clear communicator, able to travel occasionally', 'Bench experience is a plus'] },
  '区域销售经理（华南）': { title: 'Regional Sales Manager (South China)', leixing: 'Sales', didian: 'Guangzhou', duties: ['Develop and look after university, hospital and industry customers in South China', 'Meet the regional sales targets', 'Organise technical seminars and trade-show presence'], needs: ['Bachelor’s degree or above in biology or medicine', '3+ years selling life-science reagents or services', 'An existing customer network is a plus'] },
  '病毒包装实验员': { title: 'Viral Packaging Technician', leixing: 'Production', didian: 'Suzhou', duties: ['Package and purify lentivirus and AAV following our SOPs', 'Measure viral titres and run quality control', 'Keep the cell culture room and lab records in order'], needs: ['Bachelor’s degree or above in biology', 'Good aseptic technique and cell culture skills', 'Careful and reliable'] },
  '质量管理专员': { title: 'Quality Management Specialist', leixing: 'Operations', didian: 'Suzhou', duties: ['Maintain our ISO 9001 quality management system', 'Organise internal audits and document control', 'Follow up corrective actions'], needs: ['Bachelor’s degree or above with 2+ years in quality management', 'Working knowledge of ISO 9001', 'Strong writing skills'] },
  '2027 届校园招聘：基因编辑实验技术员': { title: 'Graduate 2027: Gene Editing Laboratory Technician', leixing: 'Technical', didian: 'Suzhou', duties: ['Carry out the experiments of cell line projects', 'Run PCR and prepare sequencing samples', 'Take part in structured induction training with a mentor'], needs: ['2027 graduate (BSc or MSc) in biology or a related field', 'Familiar with basic molecular and cell biology techniques', 'Eager to learn and enthusiastic about research'] },
  '2027 届校园招聘：生物信息管培生': { title: 'Graduate 2027: Bioinformatics Trainee', leixing: 'Technical', didian: 'Suzhou', duties: ['Help develop NGS analysis pipelines', 'Rotate through the wet lab and data delivery teams', 'Help maintain tools such as CRISPR-Net'], needs: ['2027 MSc graduate in bioinformatics, statistics or computer science', 'Comfortable with at least one programming language', 'A strong interest in gene editing'] },
  '2027 届校园招聘：销售管培生': { title: 'Graduate 2027: Sales Trainee', leixing: 'Sales', didian: 'Shanghai / Beijing / Guangzhou', duties: ['After a six-month rotation, develop customers in your region', 'Take part in scientific outreach events'], needs: ['2027 graduate (BSc or above) in the life sciences', 'Outgoing and a good communicator'] },
  '暑期实习生（细胞培养方向）': { title: 'Summer Intern (Cell Culture)', leixing: 'Internship', didian: 'Suzhou', duties: ['Help thaw, passage and freeze cells', 'Take part in picking and genotyping single-cell clones'], needs: ['Third-year undergraduate or first-year MSc student', 'Available at least 4 days a week for 2 consecutive months'] },
};

const jobBody = (job: JobEn) =>
  `<h2>Responsibilities</h2><ol>${job.duties.map((d) => `<li>${d}</li>`).join('')}</ol>` +
  `<h2>Requirements</h2><ol>${job.needs.map((d) => `<li>${d}</li>`).join('')}</ol>${OFFER}`;

/** The Chinese words of the seeded culture systems, resistances, checks and sizes, in English. */
const PHRASES_EN: Array<[RegExp, string]> = [
  [/小牛血清/g, 'calf serum'],
  [/胰岛素/g, 'insulin'],
  [/β-巯基乙醇/g, 'β-mercaptoethanol'],
  [/无血清培养/g, 'serum-free medium'],
  [/培养基，/g, ' medium, '],
  [/，?(Vitronectin|Matrigel) 包被/g, ', $1-coated'],
  [/冻存管/g, 'cryovial'],
  [/1 孔（6 孔板）冻存\/管/g, '1 well of a 6-well plate per cryovial'],
];
const KIND_EN: Record<string, { resistance: string; detection: string }> = {
  cell_yesheng: { resistance: 'None', detection: 'STR profiling; mycoplasma tested (negative)' },
  cell_cas9: { resistance: 'Blasticidin', detection: 'Cas9 expression by Western blot; cleavage activity confirmed by T7E1 assay' },
  cell_luc: { resistance: 'Puromycin', detection: 'Luciferase activity assay (validated by IVIS imaging)' },
  cell_egfp: { resistance: 'Puromycin', detection: 'Fluorescence microscopy and flow cytometry, GFP-positive > 95%' },
  cell_ganxibao: { resistance: 'None (selection marker removed)', detection: 'Karyotyping, immunofluorescence of pluripotency markers (OCT4/SOX2/NANOG), NGS genotyping' },
};

const phrase = (text: string) => PHRASES_EN.reduce((out, [from, to]) => out.replace(from, to), text);

/** A seeded product's English columns, from its Chinese row and kind. */
export function productEnglish(row: ProductInsert) {
  const kind = KIND_EN[row.molds ?? ''] ?? { resistance: 'None', detection: 'Quality controlled' };
  const species = SPECIES_EN[row.species ?? ''] ?? row.species ?? '';
  const specifications = phrase(row.specifications ?? '');
  const system = phrase(row.system ?? '');
  return {
    en_species: species,
    en_specifications: specifications,
    en_system: system,
    en_resistance: kind.resistance,
    en_detection: kind.detection,
    en_body:
      `<p>${row.en_title} (${species}). Culture system: ${system}.</p>` +
      `<ul><li>Quality control: ${kind.detection}</li><li>Pack size: ${specifications}</li><li>Shipped on dry ice; thaw at once or transfer to liquid nitrogen on arrival</li></ul>`,
  };
}

/** The English column is still empty (null or blank). */
const emptyOr = (column: Parameters<typeof isNull>[0]) => or(isNull(column), eq(sql`btrim(${column})`, ''));

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The generated sections (categories, articles, news, plasmids, page blocks) carry their English in
 * the seeded rows: an existing row matched by its Chinese key gets each English column that is still
 * empty. One select per table finds the rows with a gap, so a complete install costs five queries.
 */
async function fillFromRows(tx: Tx, table: PgTable, rows: Array<Record<string, unknown>>, keys: string[], columns: readonly string[]): Promise<number> {
  const t = table as unknown as Record<string, PgColumn>;
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(keys.map((k) => row[k] ?? null));
  const wanted = new Map(rows.map((row) => [keyOf(row), row]));
  const select = Object.fromEntries(['id', ...keys, ...columns].map((c) => [c, t[c]!]));
  const present = (await tx.select(select).from(table).where(or(...columns.map((c) => emptyOr(t[c]!))))) as Array<Record<string, unknown>>;
  let filled = 0;
  for (const row of present) {
    const seeded = wanted.get(keyOf(row));
    if (!seeded) continue;
    const set = Object.fromEntries(columns.filter((c) => blank(row[c]) && !blank(seeded[c])).map((c) => [c, seeded[c]]));
    if (Object.keys(set).length === 0) continue;
    await tx.update(table).set(set).where(eq(t.id!, row.id));
    filled += 1;
  }
  return filled;
}

export interface SeededRows {
  products: ProductInsert[];
  categories: CategoryInsert[];
  articles: ArticleInsert[];
  news: NewsInsert[];
  plasmids: PlasmidInsert[];
  blocks: PageBlockInsert[];
  ads: AdInsert[];
  pages: PageInsert[];
}

/** Writes the English text where it is missing; answers how many rows it filled. */
export async function fillEnglish(tx: Tx, seeded: SeededRows): Promise<number> {
  let filled = 0;
  const count = (rows: unknown[]) => (filled += rows.length);
  count(
    await tx
      .insert(settings)
      .values(WEB_SETTING_EN_KEYS.map((key) => ({ name: englishSettingName(key), value: SETTINGS_EN[key] })))
      .onConflictDoNothing()
      .returning({ name: settings.name }),
  );
  for (const [slug, page] of Object.entries(PAGES_EN)) {
    count(
      await tx
        .update(pages)
        .set({ en_title: page.title, en_description: page.description, en_body: page.body })
        .where(and(eq(pages.slug, slug), emptyOr(pages.en_title), emptyOr(pages.en_body)))
        .returning({ slug: pages.slug }),
    );
  }
  for (const [name, [title, body]] of Object.entries(ADS_EN)) {
    count(await tx.update(ads).set({ en_name: title, en_body: body }).where(and(eq(ads.name, name), emptyOr(ads.en_name))).returning({ id: ads.id }));
  }
  for (const [title, job] of Object.entries(JOBS_EN)) {
    count(
      await tx
        .update(jobPostings)
        .set({ en_title: job.title, en_leixing: job.leixing, en_didian: job.didian, en_renshu: sql`${jobPostings.renshu}`, en_body: jobBody(job) })
        .where(and(eq(jobPostings.title, title), emptyOr(jobPostings.en_title)))
        .returning({ id: jobPostings.id }),
    );
  }
  for (const row of seeded.products) {
    if (!row.article_number) continue;
    count(
      await tx
        .update(products)
        .set(productEnglish(row))
        .where(and(eq(products.article_number, row.article_number), eq(products.title, row.title), emptyOr(products.en_species)))
        .returning({ id: products.id }),
    );
  }
  // The English pictures (issue 35 point 4): where the Chinese picture has Chinese lettering.
  for (const page of seeded.pages) {
    if (!page.en_litpic) continue;
    count(await tx.update(pages).set({ en_litpic: page.en_litpic }).where(and(eq(pages.slug, page.slug), emptyOr(pages.en_litpic))).returning({ slug: pages.slug }));
  }
  const rows = (list: object[]) => list as Array<Record<string, unknown>>;
  filled += await fillFromRows(tx, products, rows(seeded.products), ['article_number', 'title'], ['en_litpic']);
  filled += await fillFromRows(tx, ads, rows(seeded.ads), ['position', 'name'], ['en_adfile']);
  filled += await fillFromRows(tx, categories, rows(seeded.categories), ['id', 'catname'], EN_COLUMNS.categories);
  filled += await fillFromRows(tx, articles, rows(seeded.articles), ['tid', 'title'], EN_COLUMNS.articles);
  filled += await fillFromRows(tx, news, rows(seeded.news), ['title'], EN_COLUMNS.news);
  filled += await fillFromRows(tx, plasmids, rows(seeded.plasmids), ['item_no', 'name'], EN_COLUMNS.plasmids);
  filled += await fillFromRows(tx, pageBlocks, rows(seeded.blocks), ['section', 'title'], EN_COLUMNS.pageBlocks);
  return filled;
}
