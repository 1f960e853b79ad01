// Home-page carousels in the console (editor): the slides of each position (1 desktop, 2 phone) with
// picture, overlay title and text, link, shown/hidden and order. The overlay text is sanitised on
// write. Every write commits with its audit record; the route then drops the content caches, so the
// home page shows the change at its next request.
import { sentOnly } from '../../../contracts/english-content.ts';
import type { AdminAd } from '../../../contracts/api/admin/content-catalogue.ts';
import { CATALOGUE_MESSAGES as M, type AdSave, type AdUpdate } from '../../../contracts/content-catalogue.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import { createCatalogueAdRepo, type AdQueries, type AdRow, type AdValues } from './ads-repo.ts';
import { changedFields } from './changes.ts';
import { scheduleValues } from '../schedule/schedule-values.ts';

const ENTITY = 'ads';
const FIELDS = ['position', 'name', 'adfile', 'body', 'en_name', 'en_body', 'en_adfile', 'is_showbody', 'gourl', 'status', 'sort', 'publish_at', 'unpublish_at'] as const satisfies readonly (keyof AdRow)[];

type AdRepo = AdQueries;

export function createCatalogueAdService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createCatalogueAdRepo(database.db);
  const valuesOf = ({ publish_at, unpublish_at, ...input }: AdSave): Omit<AdValues, 'sort'> => sentOnly({
    ...input,
    name: input.name ?? '',
    body: sanitizeRichHtml(input.body),
    en_body: input.en_body === undefined ? undefined : sanitizeRichHtml(input.en_body),
    ...scheduleValues({ publish_at, unpublish_at }),
  });

  async function existing(tx: AdRepo, id: number): Promise<AdRow> {
    const row = await tx.find(id, true);
    if (!row) throw refuse(M.adMissing);
    return row;
  }

  return {
    async list(position: number): Promise<AdminAd[]> {
      return (await repo.list(position)).map(toAnswer);
    },

    async add(staff: AuthStaff, ip: string | null, input: AdSave): Promise<AdminAd> {
      return repo.transaction(async (tx) => {
        const row = await tx.insert({ ...valuesOf(input), sort: await tx.nextSort(input.position) });
        await deps.audit.record(actorOf(staff, ip), { action: 'content.carousel.create', entity: ENTITY, entityId: row.id, after: row }, tx.db);
        return toAnswer(row);
      });
    },

    async update(staff: AuthStaff, ip: string | null, input: AdUpdate): Promise<AdminAd> {
      const { id, ...form } = input;
      return repo.transaction(async (tx) => {
        const before = await existing(tx, id);
        // Moved to the other carousel: it goes last there.
        const sort = before.position === form.position ? before.sort : await tx.nextSort(form.position);
        const after = await tx.update(id, { ...valuesOf(form), sort });
        const changes = changedFields(before, after, FIELDS);
        if (Object.keys(changes.after).length) {
          await deps.audit.record(actorOf(staff, ip), { action: 'content.carousel.update', entity: ENTITY, entityId: id, ...changes }, tx.db);
        }
        return toAnswer(after);
      });
    },

    async setStatus(staff: AuthStaff, ip: string | null, id: number, status: number): Promise<AdminAd> {
      return repo.transaction(async (tx) => {
        const before = await existing(tx, id);
        if (before.status === status) return toAnswer(before);
        const after = await tx.update(id, { status });
        await deps.audit.record(
          actorOf(staff, ip),
          { action: status ? 'content.carousel.show' : 'content.carousel.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } },
          tx.db,
        );
        return toAnswer(after);
      });
    },

    /** `ids` must be exactly the position's slides: a stale list (someone added one meanwhile) is refused. */
    async reorder(staff: AuthStaff, ip: string | null, position: number, ids: number[]): Promise<AdminAd[]> {
      return repo.transaction(async (tx) => {
        const rows = await tx.list(position, true);
        const current = rows.map((row) => row.id);
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) throw refuse(M.orderInvalid);
        for (const [index, id] of ids.entries()) await tx.setSort(id, position, index);
        await deps.audit.record(
          actorOf(staff, ip),
          { action: 'content.carousel.reorder', entity: ENTITY, entityId: null, before: { position, ids: current }, after: { position, ids } },
          tx.db,
        );
        return (await tx.list(position)).map(toAnswer);
      });
    },

    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<void> {
      await repo.transaction(async (tx) => {
        const before = await existing(tx, id);
        await tx.remove(id);
        await deps.audit.record(actorOf(staff, ip), { action: 'content.carousel.delete', entity: ENTITY, entityId: id, before }, tx.db);
      });
    },
  };
}

function toAnswer(row: AdRow): AdminAd {
  return { ...row, create_time: row.create_time.toISOString(), publish_at: row.publish_at?.toISOString() ?? null, unpublish_at: row.unpublish_at?.toISOString() ?? null };
}
