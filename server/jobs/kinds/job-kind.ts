// What a job kind declares: its queue name, typed payload, retry policy, optional schedule and
// concurrency. Declarations import nothing of the app, so a service can name the kind it queues
// without pulling in the code that runs it (that is in ../handlers/, wired by the worker).
// Handlers must be idempotent: a job may run again after a crash or a timeout.

export interface JobPolicy {
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  retryBackoff?: boolean;
  /** The longest delay the backoff reaches, in seconds. */
  retryDelayMax?: number;
  /** How long one attempt may run before it counts as failed. */
  expireInSeconds: number;
  /**
   * A running job refreshes its heartbeat; one this many seconds stale (its worker was killed) is
   * failed and retried by the supervision of any worker, long before `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** How long finished jobs stay in the queue tables (default 7 days). */
  deleteAfterSeconds?: number;
}

export interface JobKind<P extends object> {
  name: string;
  policy: JobPolicy;
  /** Cron (5 fields, UTC unless tz) on which the worker enqueues the job itself. */
  schedule?: { cron: string; payload: P; tz?: string };
  /** How many of these one worker process runs at once (default 1). */
  concurrency?: number;
  /**
   * How many jobs one fetch takes (default: `concurrency`). A backlog then drains in few queries;
   * the jobs of a batch run `concurrency` at a time and each settles (or is retried) on its own.
   * Keep `batchSize / concurrency` attempts well inside `expireInSeconds`: a job's clock starts
   * when its batch is fetched.
   */
  batchSize?: number;
  /**
   * Jobs sent with at least this `priority` also get a worker of their own that takes only them,
   * so a backlog of lower-priority jobs (or a batch of them in progress) never delays them.
   */
  urgentPriority?: number;
  /**
   * Never set: it only carries the payload type, so `send(kind, payload)` and the kind's handler
   * are checked against it even when the kind has no schedule.
   */
  readonly payloadType?: (payload: P) => void;
}

export const defineJob = <P extends object>(kind: Omit<JobKind<P>, 'payloadType'>): JobKind<P> => kind;
