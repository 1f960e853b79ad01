// Queries for image captchas.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

export function createCaptchaRepo(db: Db) {
  return {
    async insert(row: { id: string; answer_hash: string; expires_at: Date; create_time: Date }): Promise<void> {
      await db.insert(captchas).values(row);
    },

    /** Marks the captcha used (right or wrong answer alike) and returns it; null if unknown or used. */
    async consume(id: string, now: Date) {
      const [row] = await db
        .update(captchas)
        .set({ consumed_at: now, attempts: sql`${captchas.attempts} + 1` })
        .where(and(eq(captchas.id, id), isNull(captchas.consumed_at)))
        .returning({ answer_hash: captchas.answer_hash, expires_at: captchas.expires_at });
      return row ?? null;
    },
  };
}
