// The console's content versions (editors): an item's history as field diffs, and restoring one
// version as a new save (audited, itself a version; the caches drop as on any save).
import { z } from 'zod';
import { versionHistoryInput, versionRestoreInput } from '../../content-versions.ts';
import { timestamp } from '../answers.ts';
import { admin } from './admin-v1.ts';

const id = z.number().int();

/** One field a version changed from the one before it: values as stored (text, numbers, ISO times, null). */
const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const contentVersion = z.object({
  version: id,
  /** The audit action of the save ('content.news.update', 'content.version.restore', 'content.schedule.publish' …). */
  action: z.string(),
  /** The version a restore put back. */
  restored_from: id.nullable(),
  /** 1: the item was deleted by this save (the snapshot is what it was). */
  deleted: id,
  /** Null for the worker (scheduled publishing). */
  staff_id: id.nullable(),
  staff_email: z.string().nullable(),
  staff_name: z.string().nullable(),
  create_time: timestamp,
  changes: z.array(fieldChange),
});

export const contentHistory = z.object({
  entity: z.string(),
  entity_id: z.string(),
  /** The item's newest version number (0: none kept yet). */
  total: id,
  /** The newest 50, newest first. */
  versions: z.array(contentVersion),
});

const editor = ['editor'] as const;

export const adminVersionApi = {
  history: admin({ path: '/content/versions/history', roles: editor, summary: '一项内容的历史版本（最新 50 个，逐字段差异）', input: versionHistoryInput, output: contentHistory }),
  restore: admin({
    path: '/content/versions/restore',
    roles: editor,
    summary: '恢复到某个版本：作为一次新的保存（记入审计，也成为新版本），缓存随之失效',
    input: versionRestoreInput,
    output: z.object({ entity: z.string(), entity_id: z.string(), restored: id }),
  }),
};
