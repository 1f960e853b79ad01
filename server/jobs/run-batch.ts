// Runs one fetched batch of jobs through their handler, a bounded number at a time, and reports an
// outcome per job (pg-boss `perJobResults`): a failing job is failed and retried on its own while
// the others of its batch complete, exactly as if each had been fetched alone.
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { JobHandler } from './handlers/job-handler.ts';

export function batchRunner(handler: JobHandler<any>, concurrency: number, log: FastifyBaseLogger) {
  return (jobs: JobWithMetadata<object>[]): Promise<JobResult[]> =>
    mapBounded(inPriorityOrder(jobs), concurrency, async (job): Promise<JobResult> => {
      const jobLog = log.child({ job: job.name, jobId: job.id });
      try {
        const output = await handler.run(job.data, { log: jobLog, jobId: job.id, signal: job.signal });
        return { id: job.id, status: 'completed', output };
      } catch (error) {
        jobLog.error({ err: error }, 'job failed');
        return { id: job.id, status: 'failed', output: error };
      }
    });
}

/**
 * pg-boss selects a batch by priority and age, but hands it over in the order its UPDATE returned
 * the rows: an urgent job fetched with bulk ones must still start first.
 */
function inPriorityOrder<J extends Pick<JobWithMetadata, 'priority' | 'createdOn'>>(jobs: J[]): J[] {
  return jobs.toSorted((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime());
}

/** `work` over `items` with at most `limit` running at once; results in the order of `items`. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = Array.from({ length: items.length });
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
