// Queries of the preview links (server/modules/content/preview.ts); the only file of them that touches Drizzle.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { previewTokens } from '../../db/schema/index.ts';

export function createPreviewRepo(db: Db) {
  return {
    async insert(values: typeof previewTokens.$inferInsert): Promise<void> {
      await db.insert(previewTokens).values(values);
    },

    /** The item a live token names, or null. */
    async findLive(tokenHash: string, now: Date): Promise<{ entity: string; entity_id: number } | null> {
      const [row] = await db
        .select({ entity: previewTokens.entity, entity_id: previewTokens.entity_id })
        .from(previewTokens)
        .where(and(eq(previewTokens.token_hash, tokenHash), gt(previewTokens.expires_at, now)))
        .limit(1);
      return row ?? null;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(previewTokens).where(lt(previewTokens.expires_at, now));
    },
  };
}
