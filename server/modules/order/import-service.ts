// The rule of the batch sample import (beyond the specification): the upload must be a filled .xlsx
// template of the kind, every row passes the same `checkSample` as the form, and then the samples
// join order `oid` (status 0 only) or, without it, make a new order. All rows or none: any problem
// refuses with data.problems [{ row, column, message }].
import type { SampleOrderKind } from '../../../contracts/order.ts';
import type { SampleValues } from '../../../contracts/order-sample.ts';
import { refuse } from '../../http/errors.ts';
import { parsePool, type ParsePool } from '../../parsing/parse-pool.ts';
import { IMPORT_MESSAGES, buildTemplate, looksLikeXlsx, readImport } from './import-excel.ts';

/** The Chinese name each kind's template downloads under. */
const TEMPLATE_NAMES: Record<SampleOrderKind, string> = {
  guide: 'GUIDE-seq样本导入模板.xlsx',
  amplicon: '扩增子样本导入模板.xlsx',
};

interface SavedSamples {
  info: number;
  orderno: string;
  ids: number[];
  yangben_nums: number;
}

/** The two ways imported samples are stored (the sample order service, in one transaction each). */
export interface SampleSink {
  addSamples(uid: number, oid: number, list: SampleValues[]): Promise<SavedSamples>;
  createOrderWith(uid: number, list: SampleValues[]): Promise<SavedSamples>;
}

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

/** `pool`: where the sheet is read (this process's parse pool unless a test gives its own). */
export function createSampleImportService(kind: SampleOrderKind, orders: SampleSink, pool: ParsePool = parsePool) {
  return {
    /** The .xlsx template: its bytes, an ASCII file name and the Chinese one. */
    async importTemplate(): Promise<{ content: Buffer; fileName: string; displayName: string }> {
      return { content: await buildTemplate(kind), fileName: `${kind}-template.xlsx`, displayName: TEMPLATE_NAMES[kind] };
    },

    /** Imports every sample of `file` into order `oid`, or into a new order without it. */
    async importSamples(uid: number, oid: number | undefined, file: UploadedFile | null) {
      if (!file || !looksLikeXlsx(file.filename, file.content)) throw refuse(IMPORT_MESSAGES.wrongType);
      const result = await readImport(kind, file.content, pool);
      if (!result.ok) throw 'stopped' in result ? result.stopped : refuse(result.message, { problems: result.problems });
      const saved = oid ? await orders.addSamples(uid, oid, result.samples) : await orders.createOrderWith(uid, result.samples);
      return { info: saved.info, orderno: saved.orderno, count: saved.ids.length, yangben_nums: saved.yangben_nums };
    },
  };
}

export type SampleImportService = ReturnType<typeof createSampleImportService>;
