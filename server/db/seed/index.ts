// Demo content for a fresh install: a fictional company's complete site. Idempotent: content sections
// are inserted only while their table (or page-block section) is empty, and keyed reference data
// (settings, counters, pages, regions) only fills missing keys, so a second run changes nothing, a
// partially seeded database is completed, and staff edits or deletions are never undone.
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import type { Tx } from '../tx.ts';
import {
  ads,
  articles,
  categories,
  counters,
  genomes,
  jobPostings,
  news,
  pageBlocks,
  pages,
  pamTypes,
  plasmids,
  priceItems,
  products,
  regions,
  settings,
} from '../schema/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { buildAds } from './ads.ts';
import { buildArticles } from './articles.ts';
import { buildCategories } from './categories.ts';
import { fillEnglish } from './english.ts';
import { DEMO_IMAGE_PREFIX, ImageSet } from './images.ts';
import { buildJobs } from './jobs.ts';
import { buildNews } from './news.ts';
import { buildPageBlocks, buildPages } from './pages.ts';
import { buildPlasmids } from './plasmids.ts';
import { DEMO_PRICES } from './prices.ts';
import { buildProducts } from './products.ts';
import { buildRegions } from './regions.ts';
import { COUNTERS, GENOMES, PAM_TYPES, buildSettings } from './settings.ts';

export interface SeedOptions {
  /** Public address of the site; the QR codes point at it. */
  siteUrl?: string;
  log?: (message: string) => void;
}

export interface SeedReport {
  /** Rows inserted per section (0 = already present). */
  inserted: Record<string, number>;
  /** Pictures written to the storage (0 when they were all there). */
  imagesWritten: number;
  ms: number;
}

// Several app servers may start at once against one PostgreSQL: the lock makes them seed one at a time.
const SEED_LOCK = 0x5eed_d3;
const CHUNK = 200;

async function insertChunks(tx: Tx, table: PgTable, rows: object[], ignoreConflicts = false): Promise<number> {
  let count = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const query = tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
    const inserted = await (ignoreConflicts ? query.onConflictDoNothing() : query).returning();
    count += (inserted as unknown[]).length;
  }
  return count;
}

async function isEmpty(tx: Tx, table: PgTable, where?: ReturnType<typeof eq>): Promise<boolean> {
  const query = tx.select({ one: sql`1` }).from(table);
  const rows = await (where ? query.where(where) : query).limit(1);
  return rows.length === 0;
}

/** Identity columns do not advance on explicit ids; move them past the seeded ones. */
async function bumpIdentity(tx: Tx, tableName: string): Promise<void> {
  await tx.execute(
    sql.raw(`select setval(pg_get_serial_sequence('${tableName}', 'id'), (select coalesce(max(id), 1) from ${tableName}))`),
  );
}

export async function seedDemoContent(database: Database, storage?: FileStorage, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const siteUrl = options.siteUrl ?? 'https://www.example.com';
  const images = new ImageSet();
  const data = {
    categories: buildCategories(images),
    articles: buildArticles(images),
    news: buildNews(images),
    products: buildProducts(images),
    plasmids: buildPlasmids(images),
    ads: buildAds(images),
    jobs: buildJobs(),
    settings: await buildSettings(images, siteUrl),
    pages: buildPages(images),
    blocks: await buildPageBlocks(images, siteUrl),
    regions: buildRegions(),
  };
  const inserted: Record<string, number> = {};

  const section = async (name: string, work: (tx: Tx) => Promise<number>) => {
    inserted[name] = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      return work(tx);
    });
  };
  const whenEmpty = (table: PgTable, rows: object[], after?: (tx: Tx) => Promise<void>) => async (tx: Tx) => {
    if (!(await isEmpty(tx, table))) return 0;
    const count = await insertChunks(tx, table, rows);
    if (after) await after(tx);
    return count;
  };

  await section('categories', whenEmpty(categories, data.categories, (tx) => bumpIdentity(tx, 'categories')));
  await section('articles', whenEmpty(articles, data.articles));
  await section('news', whenEmpty(news, data.news));
  await section('products', whenEmpty(products, data.products));
  await section('plasmids', whenEmpty(plasmids, data.plasmids));
  await section('ads', whenEmpty(ads, data.ads));
  await section('job_postings', whenEmpty(jobPostings, data.jobs));
  await section('pam_types', whenEmpty(pamTypes, PAM_TYPES.map((title, sort) => ({ title, sort }))));
  await section('genomes', whenEmpty(genomes, GENOMES.map((title, sort) => ({ title, sort }))));
  await section('settings', (tx) =>
    insertChunks(tx, settings, Object.entries(data.settings).map(([name, value]) => ({ name, value })), true),
  );
  await section('counters', (tx) =>
    insertChunks(tx, counters, Object.entries(COUNTERS).map(([name, value]) => ({ name, value })), true),
  );
  await section('pages', (tx) => insertChunks(tx, pages, data.pages, true));
  await section('page_blocks', async (tx) => {
    let count = 0;
    for (const name of new Set(data.blocks.map((b) => b.section))) {
      if (await isEmpty(tx, pageBlocks, eq(pageBlocks.section, name))) {
        count += await insertChunks(tx, pageBlocks, data.blocks.filter((b) => b.section === name));
      }
    }
    return count;
  });
  await section('regions', (tx) => insertChunks(tx, regions, data.regions, true));
  await section('price_items', (tx) => insertChunks(tx, priceItems, DEMO_PRICES.map((row) => ({ ...row })), true));
  // The English site's text: written wherever it is still empty, on a fresh install and an existing one.
  await section('english', (tx) => fillEnglish(tx, { products: data.products, categories: data.categories, articles: data.articles, news: data.news, plasmids: data.plasmids, blocks: data.blocks, ads: data.ads, pages: data.pages }));

  const imagesWritten = storage ? await writeImages(storage, images, Object.values(inserted).some((n) => n > 0)) : 0;
  const ms = Math.round(performance.now() - started);
  options.log?.(`demo content: ${JSON.stringify(inserted)}, ${imagesWritten} pictures written, ${ms} ms`);
  return { inserted, imagesWritten, ms };
}

/**
 * Writes the missing pictures. When nothing was inserted and a sentinel picture exists the storage is
 * assumed complete, so a normal restart costs one existence check instead of hundreds.
 */
async function writeImages(storage: FileStorage, images: ImageSet, contentInserted: boolean): Promise<number> {
  const sentinel = `${DEMO_IMAGE_PREFIX}qr-site.svg`;
  if (!contentInserted && (await storage.exists(sentinel))) return 0;
  let written = 0;
  const entries = [...images.files];
  // The sentinel goes last, so an interrupted run is detected and resumed next time.
  entries.sort(([a], [b]) => Number(a === 'qr-site') - Number(b === 'qr-site'));
  for (const [name, svg] of entries) {
    const key = `${DEMO_IMAGE_PREFIX}${name}.svg`;
    if (await storage.exists(key)) continue;
    await storage.put(key, Buffer.from(svg, 'utf8'), 'image/svg+xml');
    written += 1;
  }
  return written;
}

