// What a job kind declares: its queue name, typed payload, retry policy and optional schedule.
// Handlers must be idempotent: a job may run again after a crash or a timeout.
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';

export interface JobPolicy {
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  retryBackoff?: boolean;
  /** How long one attempt may run before it counts as failed. */
  expireInSeconds: number;
  /** How long finished jobs stay in the queue tables (default 7 days). */
  deleteAfterSeconds?: number;
}

export interface JobContext {
  services: Services;
  log: FastifyBaseLogger;
  jobId: string;
  /** Aborted when the job expires or the worker stops. */
  signal: AbortSignal;
}

export interface JobKind<P extends object> {
  name: string;
  policy: JobPolicy;
  /** Cron (5 fields, UTC unless tz) on which the worker enqueues the job itself. */
  schedule?: { cron: string; payload: P; tz?: string };
  /** How many of these one worker process runs at once. */
  concurrency?: number;
  run(payload: P, context: JobContext): Promise<unknown>;
}

export const defineJob = <P extends object>(kind: JobKind<P>): JobKind<P> => kind;
