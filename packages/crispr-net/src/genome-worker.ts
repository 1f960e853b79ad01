// Worker thread of the genome search and of scoring: answers one message at a time so the caller's
// event loop never runs a scan or a forward pass.
import { parentPort } from 'node:worker_threads';
import { runTask, type SearchTask } from './genome-task.ts';
import { loadCrisprNet, type CrisprNet } from './index.ts';

export type WorkerMessage =
  | { kind: 'search'; task: SearchTask }
  | { kind: 'score'; weightsDir: string; pairs: { on: string; off: string }[] };
export type WorkerRequest = WorkerMessage & { id: number };

export type WorkerResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };

// The weights are parsed once per worker and directory.
const nets = new Map<string, Promise<CrisprNet>>();

async function handle(request: WorkerRequest): Promise<unknown> {
  if (request.kind === 'search') return runTask(request.task);
  let net = nets.get(request.weightsDir);
  if (!net) {
    net = loadCrisprNet(request.weightsDir);
    nets.set(request.weightsDir, net);
    net.catch(() => nets.delete(request.weightsDir));
  }
  return (await net).scorePairs(request.pairs);
}

function reply(response: WorkerResponse): void {
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window
  parentPort?.postMessage(response);
}

parentPort?.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => reply({ id: request.id, ok: true, value }),
    (error: Error) => reply({ id: request.id, ok: false, name: error.name, message: error.message }),
  );
});
