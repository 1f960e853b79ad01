// The ids of every public item the sitemap lists: news, plasmids and job postings (shown ones only).
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownAt } from '../../db/schedule-filter.ts';
import { jobPostings, news, plasmids } from '../../db/schema/index.ts';

export interface ItemRef {
  id: number;
  lastmod: Date;
}

/** `clock`: the app's time, which a scheduled item's window is read against. */
export function createSeoRepo(db: Db, clock: () => Date) {
  return {
    listNews(): Promise<ItemRef[]> {
      return db.select({ id: news.id, lastmod: news.update_time }).from(news).where(shownAt(news, clock())).orderBy(desc(news.create_time), desc(news.id));
    },

    listPlasmids(): Promise<ItemRef[]> {
      return db.select({ id: plasmids.id, lastmod: plasmids.update_time }).from(plasmids).where(eq(plasmids.status, 1)).orderBy(asc(plasmids.id));
    },

    listJobs(): Promise<ItemRef[]> {
      return db
        .select({ id: jobPostings.id, lastmod: jobPostings.update_time })
        .from(jobPostings)
        .where(shownAt(jobPostings, clock()))
        .orderBy(desc(jobPostings.create_time), desc(jobPostings.id));
    },
  };
}
