// Public content: the category tree that drives the menu, articles (service pages, recommended
// services, star products), news and technical documents, and the home-page carousel ads.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createTime, flag, idColumn, schedule, scheduleIndexes, timestamps } from './columns.ts';

/**
 * Category node. `type` 0-10 decides where a click goes (contracts/content.ts `CategoryType`);
 * `molds` names the technical-product kind for types 9/10; `gourl` may be an absolute link.
 */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    pid: integer('pid').notNull().default(0),
    catname: text('catname').notNull(),
    encatname: text('encatname'),
    type: integer('type').notNull().default(0),
    gourl: text('gourl'),
    molds: text('molds'),
    tid: integer('tid'),
    litpic: text('litpic'),
    litpicm: text('litpicm'),
    description: text('description'),
    keywords: text('keywords'),
    body: text('body'),
    youshi: text('youshi'),
    // English text beside the Chinese (the English site, decision 0033); null = not translated.
    en_description: text('en_description'),
    en_keywords: text('en_keywords'),
    en_body: text('en_body'),
    en_youshi: text('en_youshi'),
    /** 1 = listed by /category/teshuCate (the order centre's extra menu entries). */
    is_teshu: flag('is_teshu'),
    sort: integer('sort').notNull().default(0),
    status: flag('status', 1),
    create_time: createTime(),
  },
  (t) => [index('categories_pid_idx').on(t.pid, t.sort), index('categories_type_idx').on(t.type)],
);

/** Articles: service detail pages (/dynamicDetail), recommended services and star products. */
export const articles = pgTable(
  'articles',
  {
    id: idColumn(),
    tid: integer('tid').notNull().default(0),
    title: text('title').notNull(),
    litpic: text('litpic'),
    description: text('description'),
    body: text('body'),
    keywords: text('keywords'),
    // English text beside the Chinese (decision 0033); null = not translated.
    en_title: text('en_title'),
    en_description: text('en_description'),
    en_body: text('en_body'),
    en_keywords: text('en_keywords'),
    /** 1 = shown in 推荐服务 (platform recommendations, /article/tuijianfuwu). */
    is_tuijian: flag('is_tuijian'),
    /** 1 = shown in 明星产品 (/article/mingxingchanpin). */
    is_mingxing: flag('is_mingxing'),
    sort: integer('sort').notNull().default(0),
    status: flag('status', 1),
    ...schedule(),
    ...timestamps(),
  },
  (t) => [
    ...scheduleIndexes('articles', t),
    index('articles_tid_idx').on(t.tid, t.sort),
    index('articles_tuijian_idx').on(t.is_tuijian),
    index('articles_mingxing_idx').on(t.is_mingxing),
  ],
);

/** News and technical documents; `tid` is the category (type 6 news, type 7 technical documents). */
export const news = pgTable(
  'news',
  {
    id: idColumn(),
    tid: integer('tid').notNull().default(0),
    title: text('title').notNull(),
    litpic: text('litpic'),
    /** HTML summary shown in lists. */
    description: text('description'),
    body: text('body'),
    keywords: text('keywords'),
    // English text beside the Chinese (decision 0033); null = not translated.
    en_title: text('en_title'),
    en_description: text('en_description'),
    en_body: text('en_body'),
    en_keywords: text('en_keywords'),
    /** 1 = offered on the home page (/news/getIndexNews). */
    is_index: flag('is_index'),
    status: flag('status', 1),
    ...schedule(),
    ...timestamps(),
  },
  (t) => [...scheduleIndexes('news', t), index('news_tid_idx').on(t.tid, t.create_time), index('news_create_time_idx').on(t.create_time)],
);

/** Carousel ads. `position` is the spec's indexad id, read as the carousel (decision 0062): 1 desktop, 2 mobile. */
export const ads = pgTable(
  'ads',
  {
    id: idColumn(),
    position: integer('position').notNull().default(1),
    name: text('name').notNull().default(''),
    adfile: text('adfile').notNull(),
    body: text('body'),
    // English caption beside the Chinese (decision 0033); null = not translated.
    en_name: text('en_name'),
    en_body: text('en_body'),
    // The picture the English site shows when the Chinese one has Chinese lettering; null = the same picture.
    en_adfile: text('en_adfile'),
    is_showbody: flag('is_showbody'),
    gourl: text('gourl'),
    status: flag('status', 1),
    sort: integer('sort').notNull().default(0),
    ...schedule(),
    create_time: createTime(),
  },
  (t) => [...scheduleIndexes('ads', t), index('ads_position_idx').on(t.position, t.sort)],
);
