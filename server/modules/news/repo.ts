// Queries of the news module; the only file of the module that touches Drizzle.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownAt } from '../../db/schedule-filter.ts';
import { pageWithTotal } from '../../db/sql-helpers.ts';
import { news } from '../../db/schema/index.ts';

const summaryColumns = {
  id: news.id,
  tid: news.tid,
  title: news.title,
  description: news.description,
  litpic: news.litpic,
  create_time: news.create_time,
  en_title: news.en_title,
  en_description: news.en_description,
  // Whether the bodies have text, not the bodies: a list only needs to know if the item is translated.
  body: sql<string | null>`case when btrim(coalesce(${news.body}, '')) <> '' then 'x' end`,
  en_body: sql<string | null>`case when btrim(coalesce(${news.en_body}, '')) <> '' then 'x' end`,
};

export type NewsSummaryRow = {
  id: number;
  tid: number;
  title: string;
  description: string | null;
  litpic: string | null;
  create_time: Date;
  en_title: string | null;
  en_description: string | null;
  /** Only whether the bodies have text ('x' or null), to tell whether the item is translated (decision 0033). */
  en_body: string | null;
  body: string | null;
};

/** `clock`: the app's time, which a scheduled item's window is read against. */
export function createNewsRepo(db: Db, clock: () => Date) {
  return {
    /** Shown items (status 1), of the given categories when `tids` is set; newest first. */
    listNews(options: { tids?: readonly number[]; offset: number; limit: number; indexOnly?: boolean }): Promise<{ rows: NewsSummaryRow[]; total: number }> {
      const conditions: SQL[] = [shownAt(news, clock())];
      if (options.tids) conditions.push(inArray(news.tid, [...options.tids]));
      if (options.indexOnly) conditions.push(eq(news.is_index, 1));
      const where = and(...conditions);
      return pageWithTotal(
        db
          .select(summaryColumns)
          .from(news)
          .where(where)
          .orderBy(desc(news.create_time), desc(news.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(news).where(where),
      );
    },

    /** One shown item (status 1) with every field, or null; any status with `includeHidden` (a preview). */
    async findNews(id: number, includeHidden = false) {
      const [row] = await db
        .select()
        .from(news)
        .where(includeHidden ? eq(news.id, id) : and(eq(news.id, id), shownAt(news, clock())))
        .limit(1);
      return row ?? null;
    },
  };
}
