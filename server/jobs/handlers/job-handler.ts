// What runs a job kind. A handler is built from the few services it uses (not the whole services
// object), so no handler depends on server/services.ts and no service depends on a handler.
import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '../kinds/job-kind.ts';

export interface JobContext {
  log: FastifyBaseLogger;
  jobId: string;
  /** Aborted when the job expires or the worker stops. */
  signal: AbortSignal;
}

export interface JobHandler<P extends object> {
  kind: JobKind<P>;
  /** Must be idempotent: a job may run again after a crash or a timeout. */
  run(payload: P, context: JobContext): Promise<unknown>;
}

export const defineHandler = <P extends object>(kind: JobKind<P>, run: JobHandler<P>['run']): JobHandler<P> => ({ kind, run });
