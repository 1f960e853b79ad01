// A parse worker for the pool's own tests (server/parsing/parse-pool.test.ts): the protocol of
// server/parsing/parse-worker.ts with a task that does what its input says, so a test can make a
// parse run out of heap, never end, throw or end its thread, without a hostile file.
import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { ParseReply, ParseRequest } from '../../server/parsing/parse-pool.ts';

export type ProbeInput = { do: 'echo'; value: unknown } | { do: 'allocate' } | { do: 'spin' } | { do: 'throw' } | { do: 'exit' } | { do: 'heap' };

const held: unknown[] = [];

function run(input: ProbeInput): unknown {
  switch (input.do) {
    case 'echo':
      return input.value;
    case 'allocate':
      // Grows until the heap limit ends the thread.
      for (;;) held.push(Array.from({ length: 100_000 }, (_, i) => `${i}`));
    case 'spin':
      for (;;);
    case 'throw':
      throw new Error('probe failed');
    case 'exit':
      process.exit(3);
    case 'heap':
      return { heapLimitMb: v8.getHeapStatistics().heap_size_limit / 2 ** 20 };
  }
}

parentPort?.on('message', (request: ParseRequest) => {
  let answer: ParseReply;
  try {
    answer = { id: request.id, ok: true, value: run(request.input as ProbeInput) };
  } catch (error) {
    answer = { id: request.id, ok: false, name: 'Error', message: (error as Error).message };
  }
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
  parentPort?.postMessage(answer);
});
