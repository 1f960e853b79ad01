import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';

export function createMailRepo(db: Db) {
  return {
    /** The registration language of an account; null for no such account. */
    async accountLanguage(uid: number): Promise<PageLanguage | null> {
      const [row] = await db.select({ lang: users.lang }).from(users).where(eq(users.id, uid)).limit(1);
      return row?.lang ?? null;
    },
  };
}
