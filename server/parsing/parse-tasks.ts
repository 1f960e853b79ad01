// What a parse worker can run: each task's input and answer (what crosses the thread boundary by
// structured clone: plain data, a file's bytes as a Uint8Array) and the module that does the work,
// loaded inside the worker only. The web process imports this file for the types alone.
import type { SpreadsheetLimits } from '../../contracts/spreadsheet-import.ts';
import type { SheetRead } from '../http/spreadsheet-reader.ts';
import type { SequenceRead } from '../modules/plasmid-admin/sequence-import.ts';

/** Tasks by name, each with its input and answer. */
export type TaskTypes<T> = { [K in keyof T]: { input: unknown; output: unknown } };

export interface ParseTaskTypes {
  /** The first sheet of an .xlsx within an import's limits (server/http/spreadsheet-reader.ts). */
  spreadsheet: { input: { content: Uint8Array; limits: SpreadsheetLimits }; output: SheetRead };
  /** A per-site result table, .xlsx or CSV (server/modules/site-validation/site-table-reader.ts). */
  siteTable: { input: { fileName: string; content: Uint8Array; limits: SpreadsheetLimits }; output: SheetRead };
  /** The first record of a GenBank or FASTA file (server/modules/plasmid-admin/sequence-import.ts). */
  sequence: { input: { fileName: string; content: Uint8Array }; output: SequenceRead };
}

export type TaskRunner<T extends { input: unknown; output: unknown }> = (input: T['input']) => Promise<T['output']>;

/**
 * A file's bytes to send to a worker: structured clone copies a view's whole ArrayBuffer, so a Buffer
 * cut from a larger one (Node's pool, a request's chunks) is copied down to its own bytes first.
 */
export function ownBytes(content: Uint8Array): Uint8Array {
  return content.byteOffset === 0 && content.byteLength === content.buffer.byteLength ? content : Uint8Array.prototype.slice.call(content);
}

/** Bytes that arrived by structured clone (a Uint8Array) as the Buffer the readers take; no copy. */
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Each task's runner, imported when a worker of its kind starts (never in the web process). */
export const PARSE_TASKS: { [K in keyof ParseTaskTypes]: () => Promise<TaskRunner<ParseTaskTypes[K]>> } = {
  async spreadsheet() {
    const { readFirstSheet } = await import('../http/spreadsheet-reader.ts');
    return ({ content, limits }) => readFirstSheet(bufferOf(content), limits);
  },
  async siteTable() {
    const { readSiteTable } = await import('../modules/site-validation/site-table-reader.ts');
    return ({ fileName, content, limits }) => readSiteTable(fileName, bufferOf(content), limits);
  },
  async sequence() {
    const { parseSequenceFile } = await import('../modules/plasmid-admin/sequence-import.ts');
    return async ({ fileName, content }) => parseSequenceFile(fileName, bufferOf(content));
  },
};
