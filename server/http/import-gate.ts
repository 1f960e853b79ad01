// How many imports run at once. Reading a spreadsheet holds its unpacked parts in memory, and memory
// is per process, so the bound is per process: at most IMPORTS_PER_PROCESS imports at a time in this
// process, and at most one per caller (customer, staff member or, signed out, address). Extra calls
// are refused at once (429 with a Chinese "try later"), never queued: a queue would hold their files.
// How often a caller may try is the routes' rate limit, keyed by `callerKey` (shared by every app
// server once the rate-limit store is).
import type { FastifyRequest } from 'fastify';
import { SPREADSHEET_MESSAGES } from '../../contracts/spreadsheet-import.ts';
import { tooMany } from './errors.ts';

export const IMPORTS_PER_PROCESS = 2;

/** The caller a limit counts: the staff member on console calls, the customer elsewhere, else the address. */
export function callerKey(request: FastifyRequest): string {
  if (request.staff) return `staff:${request.staff.id}`;
  if (request.user) return `user:${request.user.id}`;
  return `ip:${request.ip}`;
}

export function createImportGate(perProcess: number) {
  const running = new Set<string>();
  const admit = (caller: string) => {
    if (running.has(caller)) throw tooMany(SPREADSHEET_MESSAGES.userBusy);
    if (running.size >= perProcess) throw tooMany(SPREADSHEET_MESSAGES.serverBusy);
  };
  return {
    /**
     * Refuses now when `run` would: called before the upload is read, so a refused call's file is
     * never buffered (Node discards the unread body once the answer is sent).
     */
    admit,
    /** Runs `work` as `caller`'s one import, or refuses when the caller or the process is busy. */
    async run<T>(caller: string, work: () => Promise<T>): Promise<T> {
      admit(caller);
      running.add(caller);
      try {
        return await work();
      } finally {
        running.delete(caller);
      }
    },
    get running(): number {
      return running.size;
    },
  };
}

/** This process's gate, shared by every import call. */
export const importGate = createImportGate(IMPORTS_PER_PROCESS);
