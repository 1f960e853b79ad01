// Home-page carousels in the console (editor): the slides of each position (1 desktop, 2 phone) with
// picture, overlay title and text, link, shown/hidden and order. The overlay text is sanitised on
// write. Every write commits with its audit record; the route then drops the content caches, so the
// home page shows the change at its next request.
import { sentOnly } from '../../../contracts/english-content.ts';
import type { AdminAd } from '../../../contracts/api/admin/content-catalogue.ts';
import { AD_POSITION_LABELS, CATALOGUE_MESSAGES as M, type AdSave, type AdUpdate, type adBulkInput, type adExportInput } from '../../../contracts/content-catalogue.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { refuse } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { buildExport, exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import { createCatalogueAdRepo, type AdQueries, type AdRow, type AdValues } from './ads-repo.ts';
import { changedFields } from './changes.ts';
import { scheduleValues } from '../schedule/schedule-values.ts';

const ENTITY = 'ads';
const FIELDS = ['position', 'name', 'adfile', 'body', 'en_name', 'en_body', 'en_adfile', 'is_showbody', 'gourl', 'status', 'sort', 'publish_at', 'unpublish_at'] as const satisfies readonly (keyof AdRow)[];

type AdRepo = AdQueries;

const AD_SHEET: ExportSheet<AdRow> = {
  title: '轮播图',
  asciiName: 'carousels',
  columns: [
    { header: '编号', width: 8, value: (r) => r.id },
    { header: '位置', width: 16, value: (r) => AD_POSITION_LABELS[r.position as 1 | 2] ?? String(r.position) },
    { header: '顺序', width: 8, value: (r) => r.sort },
    { header: '标题', width: 28, value: (r) => r.name },
    { header: '图片', width: 40, value: (r) => r.adfile },
    { header: '链接', width: 40, value: (r) => r.gourl ?? '' },
    { header: '状态', width: 8, value: (r) => (r.status === 1 ? '显示' : '隐藏') },
    { header: '定时发布', width: 20, value: (r) => exportTime(r.publish_at) },
    { header: '定时下线', width: 20, value: (r) => exportTime(r.unpublish_at) },
    { header: '添加时间', width: 20, value: (r) => exportTime(r.create_time) },
  ],
};

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

  async function setStatusIn(tx: AdRepo, staff: AuthStaff, ip: string | null, id: number, status: number): Promise<AdRow> {
    const before = await existing(tx, id);
    if (before.status === status) return before;
    const after = await tx.update(id, { status });
    await deps.audit.record(
      actorOf(staff, ip),
      { action: status ? 'content.carousel.show' : 'content.carousel.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } },
      tx.db,
    );
    return after;
  }

  async function removeIn(tx: AdRepo, staff: AuthStaff, ip: string | null, id: number): Promise<void> {
    const before = await existing(tx, id);
    await tx.remove(id);
    await deps.audit.record(actorOf(staff, ip), { action: 'content.carousel.delete', entity: ENTITY, entityId: id, before }, tx.db);
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
      return toAnswer(await repo.transaction((tx) => setStatusIn(tx, staff, ip, id, status)));
    },

    /** 显示, 隐藏 or 删除 of the ticked slides in one transaction, each audited as its single action. */
    async bulk(staff: AuthStaff, ip: string | null, input: z.output<typeof adBulkInput>): Promise<{ count: number }> {
      await repo.transaction(async (tx) => {
        for (const id of input.ids) {
          if (input.action === 'delete') await removeIn(tx, staff, ip, id);
          else await setStatusIn(tx, staff, ip, id, input.action === 'show' ? 1 : 0);
        }
      });
      return { count: input.ids.length };
    },

    /** One position's slides in their order as a file; the export is audited. */
    async exportFile(staff: AuthStaff, ip: string | null, input: z.output<typeof adExportInput>) {
      const rows = await repo.list(input.position);
      const file = await buildExport(AD_SHEET, input.format, rows, rows.length);
      await deps.audit.record(actorOf(staff, ip), { action: 'content.carousel.export', entity: ENTITY, entityId: null, after: { filter: input, rows: rows.length } });
      return file;
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
      await repo.transaction((tx) => removeIn(tx, staff, ip, id));
    },
  };
}

function toAnswer(row: AdRow): AdminAd {
  return { ...row, create_time: row.create_time.toISOString(), publish_at: row.publish_at?.toISOString() ?? null, unpublish_at: row.unpublish_at?.toISOString() ?? null };
}
