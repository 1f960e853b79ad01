// Result files of orders (DESIGN.md "Operations console", "Orders"; "Reliability rules": private
// files through short-lived links, removed with what owns them).
// - Upload: the file streams to storage (never whole in memory) while its SHA-256, size and first bytes
//   are taken; the extension must be allowed and the first bytes must fit it; a file over the limit
//   (the stream arrives truncated) answers 413. Whatever fails, nothing is left in storage or the
//   database. The row, the 'file' event and the audit row commit together. One request may carry a
//   batch of files: the customer hears of each batch in one e-mail (issue 35).
// - Download: a short-lived link (../files/file-links.ts) made for the order's owner or a staff member;
//   every download of a result file through it is recorded. The same download call serves the links of
//   customers' private uploads (proofs, CRISPR-Net files).
import { createHash } from 'node:crypto';
import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ORDER_OPS_MESSAGES, RESULT_FILES_PER_UPLOAD, resultUploadInput } from '../../../contracts/order-ops.ts';
import { ORDER_MESSAGES } from '../../../contracts/order.ts';
import type { Database } from '../../db/client.ts';
import { actorOf, type AuthStaff } from '../../http/auth-staff.ts';
import { notFound, refuse, tooLarge } from '../../http/errors.ts';
import { RESULT_KEY_PREFIX, randomKey, type FileStorage } from '../../storage/storage.ts';
import type { AuditService } from '../audit/service.ts';
import type { FileLinks } from '../files/file-links.ts';
import type { MailService } from '../mail/service.ts';
import { displayName } from '../upload/file-check.ts';
import { fileAnswer } from './answers.ts';
import { resultFilesMail } from './mail-templates.ts';
import type { OrderRecipient } from './recipient.ts';
import { isRowId } from './orders-repo.ts';
import { createOrderOpsRepo, type OpsQueries } from './repo.ts';
import { HEAD_BYTES, resultType } from './result-file-check.ts';

/** One part of a multipart request, as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

interface Staged {
  key: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

/** Passes the bytes through, taking their SHA-256, their count and the first HEAD_BYTES. */
class Meter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    done(null, chunk);
  }
}

export function createOrderFileService(
  database: Database,
  storage: FileStorage,
  deps: {
    audit: Pick<AuditService, 'record'>;
    links: FileLinks;
    log: Pick<FastifyBaseLogger, 'warn'>;
    mail: Pick<MailService, 'send' | 'relayAfterCommit'>;
    recipientOf: OrderRecipient;
  },
) {
  const repo = createOrderOpsRepo(database.db);

  /** Deletes stored bytes nothing refers to; a failure leaves an unreachable object, so it is only logged. */
  async function discard(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'result file bytes not deleted');
    }
  }

  /** The order (and the sample, if named) a file is attached to; refuses what does not exist. */
  async function checkTarget(q: Pick<OpsQueries, 'findOrder' | 'findSample'>, input: { kind: 'guide' | 'amplicon' | 'cell'; id: number; sample_id?: number }) {
    const order = await q.findOrder(input.kind, input.id);
    if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
    if (input.sample_id === undefined) return order;
    if (input.kind === 'cell') throw refuse(ORDER_OPS_MESSAGES.noSamples);
    const sample = await q.findSample(input.kind, input.sample_id);
    if (!sample || sample.oid !== order.id) throw notFound(ORDER_MESSAGES.sampleNotFound);
    return order;
  }

  /** Streams one file part into storage; refused or failed, it leaves nothing behind. */
  async function stage(part: Extract<UploadPart, { type: 'file' }>): Promise<Staged> {
    const name = displayName(part.filename);
    const type = resultType(name);
    if (!type) {
      part.file.resume();
      throw refuse(ORDER_OPS_MESSAGES.fileType);
    }
    const key = `${RESULT_KEY_PREFIX}${randomKey(type.keyExt)}`;
    const meter = new Meter();
    try {
      await storage.putStream(key, pipeline(part.file, meter, () => undefined), type.mime);
    } catch (error) {
      await discard(key);
      throw error;
    }
    const refusal = part.file.truncated
      ? tooLarge(ORDER_OPS_MESSAGES.fileTooLarge)
      : meter.size === 0
        ? refuse(ORDER_OPS_MESSAGES.fileRequired)
        : !type.check(meter.head)
          ? refuse(ORDER_OPS_MESSAGES.fileType)
          : null;
    if (refusal) {
      await discard(key);
      throw refusal;
    }
    return { key, name, mime: type.mime, size: meter.size, sha256: meter.hash.digest('hex') };
  }

  async function shownFile(id: number) {
    const file = isRowId(id) ? await repo.findFile(id) : null;
    if (!file || file.removed !== 0) throw notFound(ORDER_OPS_MESSAGES.fileMissing);
    return file;
  }

  return {
    /**
     * A staff upload: the multipart parts (fields `kind`, `id`, optional `sample_id`, then one or more
     * files, at most RESULT_FILES_PER_UPLOAD) plus the query string's parameters. Fields sent before
     * the files are checked before any byte is stored. The files of one request are one batch: all or
     * none are kept, and the customer gets one e-mail naming them (issue 35), staged in the batch's
     * own transaction under its first file's key (decision 0059), so a crash after the commit loses
     * no mail and a retry of the relay sends none twice.
     */
    async upload(staff: AuthStaff, ip: string | null, request: { query: Record<string, unknown>; parts: AsyncIterable<UploadPart> }) {
      const fields: Record<string, unknown> = { ...request.query };
      const staged: Staged[] = [];
      try {
        for await (const part of request.parts) {
          if (part.type === 'field') {
            fields[part.fieldname] = part.value;
            continue;
          }
          // Fields sent before the file decide before any byte is stored (no 2 GB upload to a wrong order).
          const early = resultUploadInput.safeParse(fields);
          try {
            if (staged.length >= RESULT_FILES_PER_UPLOAD) throw refuse(ORDER_OPS_MESSAGES.tooManyFiles);
            if (early.success) await checkTarget(repo, early.data);
            else if ('kind' in fields && 'id' in fields) throw refuse(early.error.issues[0]?.message ?? ORDER_OPS_MESSAGES.orderRequired);
          } catch (error) {
            part.file.resume();
            throw error;
          }
          staged.push(await stage(part));
        }
        if (!staged.length) throw refuse(ORDER_OPS_MESSAGES.fileRequired);
        const parsed = resultUploadInput.safeParse(fields);
        if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? ORDER_OPS_MESSAGES.orderRequired);
        const input = parsed.data;
        const recipient = await deps.recipientOf(input.kind, input.id);
        const rows = await repo.transaction(async (q, tx) => {
          const order = await checkTarget(q, input);
          const saved = [];
          for (const file of staged) {
            const row = await q.insertFile({
              kind: input.kind,
              order_id: input.id,
              sample_id: input.sample_id ?? null,
              storage_key: file.key,
              original_name: file.name,
              mime: file.mime,
              size: file.size,
              sha256: file.sha256,
              staff_id: staff.id,
            });
            await q.insertEvents([{ kind: input.kind, order_id: input.id, sample_id: input.sample_id ?? null, type: 'file', note: file.name, staff_id: staff.id }]);
            await deps.audit.record(
              actorOf(staff, ip),
              {
                action: 'order_file.upload',
                entity: 'order_file',
                entityId: row.id,
                after: { kind: input.kind, order_id: input.id, sample_id: input.sample_id ?? null, name: file.name, mime: file.mime, size: file.size, sha256: file.sha256 },
              },
              tx,
            );
            saved.push(row);
          }
          if (recipient) {
            const mail = resultFilesMail(recipient.brand, recipient.email, { kind: input.kind, id: order.id, orderno: order.orderno }, staged.map((file) => file.name));
            await deps.mail.send(mail, 'bulk', { key: `order-files:${input.kind}:${input.id}:${saved[0]!.id}`, tx });
          }
          return saved;
        });
        await deps.mail.relayAfterCommit(deps.log);
        const files = rows.map((row) => ({ ...fileAnswer(row), staff_name: staff.name, downloads: 0, last_download_at: null }));
        return { ...files[0]!, files };
      } catch (error) {
        for (const file of staged) await discard(file.key);
        throw error;
      }
    },

    /** Withdraws a file: the row stays (marked removed) for the record, the bytes go. */
    async remove(staff: AuthStaff, ip: string | null, id: number): Promise<null> {
      const file = await repo.transaction(async (q, tx) => {
        const row = isRowId(id) ? await q.findFile(id) : null;
        if (!row || !(await q.markRemoved(id))) throw notFound(ORDER_OPS_MESSAGES.fileMissing);
        await q.insertEvents([{ kind: row.kind, order_id: row.order_id, sample_id: row.sample_id, type: 'file_removed', note: row.original_name, staff_id: staff.id }]);
        await deps.audit.record(
          actorOf(staff, ip),
          {
            action: 'order_file.remove',
            entity: 'order_file',
            entityId: id,
            before: { kind: row.kind, order_id: row.order_id, sample_id: row.sample_id, name: row.original_name, size: Number(row.size), sha256: row.sha256 },
            after: { removed: 1 },
          },
          tx,
        );
        return row;
      });
      await discard(file.storage_key);
      return null;
    },

    /** A download link for a member of staff. */
    async staffLink(staff: AuthStaff, id: number) {
      const file = await shownFile(id);
      return deps.links.mint({ file_id: file.id }, { staff_id: staff.id });
    },

    /** A download link for the customer who owns the file's order; any other file is missing. */
    async customerLink(uid: number, id: number) {
      const file = await shownFile(id);
      const order = await repo.findOwnedOrder(file.kind as 'guide' | 'amplicon' | 'cell', uid, file.order_id);
      if (!order) throw notFound(ORDER_OPS_MESSAGES.fileMissing);
      return deps.links.mint({ file_id: file.id }, { uid });
    },

    /**
     * The file of a live link: a result file (its download recorded) or a customer's private upload;
     * an expired or unknown token, or a withdrawn file, is not found.
     */
    async download(token: string, ip: string | null) {
      const found = await deps.links.resolve(token);
      const target = found?.file ?? found?.upload;
      if (!found || !target || (found.file && found.file.removed !== 0)) throw notFound(ORDER_OPS_MESSAGES.linkExpired);
      const stored = await storage.get(target.storage_key);
      if (!stored) throw notFound(ORDER_OPS_MESSAGES.fileMissing);
      if (found.file) await repo.insertDownload({ file_id: found.file.id, uid: found.link.uid, staff_id: found.link.staff_id, ip: ip?.slice(0, 64) ?? null });
      const name = target.original_name || target.storage_key.split('/').pop()!;
      return { body: stored.body, size: stored.size, mime: target.mime, name };
    },

    /**
     * Everything of a deleted order's life (events, quote, messages, files with their links and
     * downloads), then the files' bytes. Called by the order services once the order is gone.
     */
    async purgeOrder(kind: 'guide' | 'amplicon' | 'cell', id: number): Promise<void> {
      const keys = await repo.transaction((q) => q.purgeOrder(kind, id));
      for (const key of keys) await discard(key);
    },
  };
}
