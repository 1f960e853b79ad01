// Site-wide settings, the four counters and the company pages (about, privacy, recruitment lists).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createTime, flag, idColumn, schedule, scheduleIndexes, timestamps, updateTime } from './columns.ts';

/**
 * Web settings by name: xxl_title, xxl_qq, xxl_tel, … comany_map, company_name (contracts `WebSettings`).
 * The English value of a shown text setting is the row `<name>_en` (decision 0033).
 */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull().default(''),
  update_time: updateTime(),
});

/** The four animated counters: keyanyuansuo, jishugongsi, xiangmujinyan, geleiyangben. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
  update_time: updateTime(),
});

/**
 * Single HTML pages keyed by slug, e.g. `aboutus` (/help/aboutus, /article/guanyu), `privacy`
 * (/help/privacy), `fulidaiyu` (welfare), `fuwuyoushi` (service advantages intro).
 */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull().default(''),
  litpic: text('litpic'),
  description: text('description'),
  body: text('body'),
  // English text beside the Chinese (decision 0033); null = not translated.
  en_title: text('en_title'),
  en_description: text('en_description'),
  en_body: text('en_body'),
  // The picture the English site shows when the Chinese one has Chinese lettering; null = the same picture.
  en_litpic: text('en_litpic'),
  update_time: updateTime(),
});

/**
 * Repeated blocks of the company pages, grouped by `section`: `pingtaiyoushi` (platform advantages),
 * `boshihou` (postdoc platform), `fuwuyoushi` (service advantages), `gzdidian` (work places),
 * `tdyouxiang` (submission mailboxes), `weixinkesao` (WeChat scan list), `fulidaiyu` (welfare items).
 */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: idColumn(),
    section: text('section').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle'),
    litpic: text('litpic'),
    description: text('description'),
    body: text('body'),
    gourl: text('gourl'),
    // English text beside the Chinese (decision 0033); null = not translated.
    en_title: text('en_title'),
    en_subtitle: text('en_subtitle'),
    en_description: text('en_description'),
    en_body: text('en_body'),
    // One of the fixed icons (contracts/block-icons.ts) drawn instead of the picture; null = the picture.
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    status: flag('status', 1),
    create_time: createTime(),
  },
  (t) => [index('page_blocks_section_idx').on(t.section, t.sort)],
);

/** Job postings (/article/zhaopin, /article/show): `type` 0 enterprise recruitment, 1 school recruitment. */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: idColumn(),
    type: integer('type').notNull().default(0),
    title: text('title').notNull(),
    leixing: text('leixing'),
    didian: text('didian'),
    renshu: text('renshu'),
    body: text('body'),
    // English text beside the Chinese (decision 0033); null = not translated.
    en_title: text('en_title'),
    en_leixing: text('en_leixing'),
    en_didian: text('en_didian'),
    en_renshu: text('en_renshu'),
    en_body: text('en_body'),
    sort: integer('sort').notNull().default(0),
    status: flag('status', 1),
    ...schedule(),
    ...timestamps(),
  },
  (t) => [...scheduleIndexes('job_postings', t), index('job_postings_type_idx').on(t.type, t.create_time)],
);
