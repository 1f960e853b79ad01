// Job postings (/recruitment lists and /talentRecruitmentDetail) as editors run them: list with hidden
// ones, add, edit, hide/show, delete. Bodies are sanitised on write as the public site does on read.
// Each write commits with its audit row; the routes then announce the change (contentChanged).
import type { z } from 'zod';
import { EXPORT_MAX_ROWS } from '../../../contracts/bulk.ts';
import { JOB_TYPE_LABELS, jobAdminListInput, jobBulkInput, jobExportInput, jobInput, SITE_MESSAGES as M } from '../../../contracts/content-site.ts';
import type { Database, Db } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import { buildExport, exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './site-changes.ts';
import { scheduleValues } from '../schedule/schedule-values.ts';
import { createSiteJobsRepo, type JobQueries, type JobRecord } from './site-jobs-repo.ts';

type JobInput = z.infer<typeof jobInput>;
const ENTITY = 'job_postings';

const JOB_SHEET: ExportSheet<JobRecord> = {
  title: '招聘职位',
  asciiName: 'jobs',
  columns: [
    { header: '编号', width: 8, value: (r) => r.id },
    { header: '职位', width: 28, value: (r) => r.title },
    { header: '招聘类型', width: 10, value: (r) => JOB_TYPE_LABELS[r.type] ?? String(r.type) },
    { header: '职位类别', width: 14, value: (r) => r.leixing ?? '' },
    { header: '工作地点', width: 14, value: (r) => r.didian ?? '' },
    { header: '招聘人数', width: 10, value: (r) => r.renshu ?? '' },
    { header: '排序', width: 8, value: (r) => r.sort },
    { header: '状态', width: 8, value: (r) => (r.status === 1 ? '显示' : '隐藏') },
    { header: '发布时间', width: 20, value: (r) => exportTime(r.create_time) },
  ],
};

export function createSiteJobsService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createSiteJobsRepo(database.db);
  const valuesOf = ({ publish_at, unpublish_at, ...input }: JobInput) => ({
    ...input,
    body: sanitizeRichHtml(input.body),
    en_body: input.en_body === undefined ? undefined : sanitizeRichHtml(input.en_body),
    ...scheduleValues({ publish_at, unpublish_at }),
  });

  async function existing(q: JobQueries, id: number) {
    const row = await q.find(id);
    if (!row) throw notFound(M.jobNotFound);
    return row;
  }

  async function setStatusIn(q: JobQueries, tx: Db, actor: StaffActor, id: number, status: 0 | 1) {
    const before = await existing(q, id);
    if (before.status === status) return before;
    const row = await q.update(id, { status });
    await deps.audit.record(actor, { action: status ? 'content.job.show' : 'content.job.hide', entity: ENTITY, entityId: id, before: { status: before.status }, after: { status } }, tx);
    return row;
  }

  async function removeIn(q: JobQueries, tx: Db, actor: StaffActor, id: number) {
    const before = await existing(q, id);
    await q.remove(id);
    await deps.audit.record(actor, { action: 'content.job.delete', entity: ENTITY, entityId: id, before }, tx);
  }

  return {
    async list(input: z.infer<typeof jobAdminListInput>) {
      const { rows, total } = await repo.list(input, input.size, (input.page - 1) * input.size);
      return { data: rows, total };
    },

    async create(actor: StaffActor, input: JobInput) {
      return repo.transaction(async (q, tx) => {
        const row = await q.insert(valuesOf(input));
        await deps.audit.record(actor, { action: 'content.job.create', entity: ENTITY, entityId: row.id, after: row }, tx);
        return row;
      });
    },

    async update(actor: StaffActor, input: JobInput & { id: number }) {
      const { id, ...fields } = input;
      return repo.transaction(async (q, tx) => {
        const before = await existing(q, id);
        const diff = changedFields(before, valuesOf(fields));
        if (!diff.changed) return before;
        const row = await q.update(id, diff.after);
        await deps.audit.record(actor, { action: 'content.job.update', entity: ENTITY, entityId: id, before: diff.before, after: diff.after }, tx);
        return row;
      });
    },

    async setStatus(actor: StaffActor, id: number, status: 0 | 1) {
      return repo.transaction((q, tx) => setStatusIn(q, tx, actor, id, status));
    },

    async remove(actor: StaffActor, id: number): Promise<null> {
      await repo.transaction((q, tx) => removeIn(q, tx, actor, id));
      return null;
    },

    /** 显示, 隐藏 or 删除 of the ticked postings in one transaction, each audited as its single action. */
    async bulk(actor: StaffActor, input: z.output<typeof jobBulkInput>): Promise<{ count: number }> {
      await repo.transaction(async (q, tx) => {
        for (const id of input.ids) {
          if (input.action === 'delete') await removeIn(q, tx, actor, id);
          else await setStatusIn(q, tx, actor, id, input.action === 'show' ? 1 : 0);
        }
      });
      return { count: input.ids.length };
    },

    /** Every posting the list's filters match (up to EXPORT_MAX_ROWS) as a file; the export is audited. */
    async exportFile(actor: StaffActor, input: z.output<typeof jobExportInput>) {
      const { rows, total } = await repo.list(input, EXPORT_MAX_ROWS, 0);
      const file = await buildExport(JOB_SHEET, input.format, rows, total);
      await deps.audit.record(actor, { action: 'content.job.export', entity: ENTITY, entityId: null, after: { filter: input, rows: rows.length, total } });
      return file;
    },
  };
}
