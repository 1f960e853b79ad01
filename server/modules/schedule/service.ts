// Scheduled publishing (DESIGN.md "Operations console", content; decision 0078): the worker's
// content-schedule job calls `applyDue` every minute. Each item whose publication time has come is
// shown (status 1) and its time cleared; each whose take-down time has come is hidden (status 0) and
// its time cleared. Every change is audited and kept as a version like a save (the actor is the worker,
// no staff member), and once committed the caches drop as on a save (contentChanged), so pages cached
// before the time show the change. The public reads do not wait for this: they filter on the window.
import type { Database } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import type { AuditService } from '../audit/service.ts';
import { createScheduleRepo, SCHEDULED_TABLES, type ScheduledEntity, type ScheduleStep } from './repo.ts';

/** At most this many items a table and step per run; the next minute's run takes the rest. */
const BATCH = 200;
const WORKER: StaffActor = { id: null, email: null, ip: null };
const STEPS: readonly ScheduleStep[] = ['publish', 'unpublish'];

export function createScheduleService(
  database: Database,
  deps: { audit: Pick<AuditService, 'record'>; contentChanged: () => Promise<void>; clock: () => Date },
) {
  const repo = createScheduleRepo(database.db);
  return {
    /** Applies what is due now; answers how many items it published and took down. */
    async applyDue(): Promise<{ published: number; unpublished: number }> {
      const now = deps.clock();
      const counts = { published: 0, unpublished: 0 };
      // Publication before take-down: an item whose two times both passed ends hidden.
      for (const step of STEPS) {
        for (const entity of Object.keys(SCHEDULED_TABLES) as ScheduledEntity[]) {
          const done = await repo.transaction(async (q, tx) => {
            const rows = await q.due(entity, step, now, BATCH);
            for (const row of rows) {
              await q.apply(entity, step, row.id);
              const status = step === 'publish' ? 1 : 0;
              await deps.audit.record(WORKER, { action: `content.schedule.${step}`, entity, entityId: row.id, before: { status: row.status }, after: { status } }, tx);
            }
            return rows.length;
          });
          counts[step === 'publish' ? 'published' : 'unpublished'] += done;
        }
      }
      if (counts.published || counts.unpublished) await deps.contentChanged();
      return counts;
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
