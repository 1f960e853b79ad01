// V8's heap flags are process-wide, and when one is set it wins over a Worker's `resourceLimits`
// (nodejs/node#43991, documented in Node's worker_threads page): under the start commands'
// `--max-old-space-size=192 --max-semi-space-size=16` (decision 0047) every worker thread would get
// the web process's 192 MB, whatever its pool asked for. V8 reads the flags once, when an isolate is
// made (Heap::ConfigureHeap, on the new worker's thread), so a parse worker is made with them cleared
// and they are put back as soon as it is online: the web process keeps its cap, other worker threads
// (the genome search's) keep theirs, and a parse worker gets exactly the heap its lane states.
import v8 from 'node:v8';
import type { Worker } from 'node:worker_threads';

const HEAP_FLAG = /^--(max[-_]old[-_]space[-_]size|max[-_]semi[-_]space[-_]size)(?:=(\d+))?$/;

/**
 * The heap flags a process was started with, as `--name=value`: NODE_OPTIONS first, then the
 * command line (the later one wins, as in Node). Both spellings (- and _) and `--flag value`.
 */
export function heapFlagsOf(execArgv: readonly string[], nodeOptions = ''): string[] {
  const found = new Map<string, string>();
  const args = [...nodeOptions.split(/\s+/).filter(Boolean), ...execArgv];
  args.forEach((arg, i) => {
    const match = HEAP_FLAG.exec(arg);
    if (!match) return;
    const value = match[2] ?? args[i + 1];
    if (value !== undefined && /^\d+$/.test(value)) found.set(match[1]!.replaceAll('_', '-'), value);
  });
  return [...found].map(([name, value]) => `--${name}=${value}`);
}

const startFlags = heapFlagsOf(process.execArgv, process.env.NODE_OPTIONS);
let previous: Promise<unknown> = Promise.resolve();

/**
 * Makes a worker with `create` while this process's heap flags are cleared, and puts them back when
 * it is online (or failed to start). Spawns run one after another, so two cannot interleave; without
 * such flags (tests, `npm run dev`) the worker is made at once.
 */
export function spawnWithOwnHeap(create: () => Worker, flags: readonly string[] = startFlags): Promise<Worker> {
  if (flags.length === 0) return Promise.resolve(create());
  const spawned = previous.then(
    () =>
      new Promise<Worker>((resolve, reject) => {
        for (const flag of flags) v8.setFlagsFromString(flag.replace(/=\d+$/, '=0'));
        let worker: Worker;
        try {
          worker = create();
        } catch (error) {
          for (const flag of flags) v8.setFlagsFromString(flag);
          reject(error);
          return;
        }
        const restore = () => {
          worker.off('online', restore);
          worker.off('error', restore);
          worker.off('exit', restore);
          for (const flag of flags) v8.setFlagsFromString(flag);
          resolve(worker);
        };
        worker.once('online', restore);
        worker.once('error', restore);
        worker.once('exit', restore);
      }),
  );
  previous = spawned.catch(() => undefined);
  return spawned;
}
