// A parse worker (parse-pool.ts): one task, loaded when the worker starts, answering one parse at a
// time. A task's refusals are part of its answer; anything it throws is answered as a failure, and
// running out of heap ends this thread (the pool answers that one).
import { parentPort, workerData } from 'node:worker_threads';
import type { ParseReply, ParseRequest, ParseWorkerData } from './parse-pool.ts';
import { PARSE_TASKS, type ParseTaskTypes } from './parse-tasks.ts';

const { task } = workerData as ParseWorkerData;
const run = (await PARSE_TASKS[task as keyof ParseTaskTypes]()) as (input: unknown) => Promise<unknown>;

function reply(answer: ParseReply): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
  parentPort?.postMessage(answer);
}

parentPort?.on('message', (request: ParseRequest) => {
  run(request.input).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: unknown) => reply({ id: request.id, ok: false, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) }),
  );
});
