// Heavy parsing of a user's file runs here, off the web process's heap: in a worker thread of its
// lane (parse-lanes.ts) with V8 resource limits, one parse at a time per lane and a time limit. A
// parse that outgrows its heap ends its worker (Node stops it with ERR_WORKER_OUT_OF_MEMORY instead of
// letting it take the process), one that outlasts its time is terminated, and either way the caller
// gets a refusal naming the limit; the next parse of the lane gets a new worker. Nothing else is
// shared with the web process: the file goes in by copy, plain data comes back.
//
// A lane keeps its worker between parses (exceljs takes ~0.3-1.5 s to load) and ends it after
// IDLE_MS without one, so the memory a large parse left in the worker's heap is given back to the
// system (V8 keeps freed heap pages until the isolate goes: decision 0047) instead of staying for the
// life of the process. Callers wait in order behind the running parse, up to the lane's maxWaiting;
// beyond that the call is refused at once ('busy'), since every waiting call holds its file.
import { Worker } from 'node:worker_threads';
import { PARSE_MESSAGES } from '../../contracts/parse-limits.ts';
import { PARSE_LANES, type LaneOptions, type ParseLanes } from './parse-lanes.ts';
import type { ParseTaskTypes, TaskTypes } from './parse-tasks.ts';
import { spawnWithOwnHeap } from './worker-heap-flags.ts';

/** What a worker is told when it starts, what it is sent for each parse, and what it answers. */
export interface ParseWorkerData {
  task: string;
}
export interface ParseRequest {
  id: number;
  input: unknown;
}
export type ParseReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };

/** Why a parse was stopped or not started: its heap, its time, a full queue, or its worker failed otherwise. */
export type ParseRefusal = 'memory' | 'time' | 'busy' | 'failed';
/** The parse's own answer (its own refusals included), or why the pool stopped it, in Chinese naming the limit. */
export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; reason: ParseRefusal; message: string };

/** Arms a parse's time limit and returns its cancel; a test passes one it controls (no wall-clock waits). */
export type TimeLimit = (ms: number, expire: () => void) => () => void;

export interface ParsePoolOptions<Lanes> {
  /** Read at each parse (and each worker's start), so a test may change a limit between parses. */
  lanes: Lanes;
  /** The worker entry: parse-worker.ts unless a test gives its own. */
  workerUrl?: URL;
  idleMs?: number;
  timeLimit?: TimeLimit;
}

type LanesOf = Record<string, LaneOptions>;
type InputOf<Tasks, Lanes extends LanesOf, L extends keyof Lanes> = Tasks[Lanes[L]['task'] & keyof Tasks] extends { input: infer I } ? I : never;
type OutputOf<Tasks, Lanes extends LanesOf, L extends keyof Lanes> = Tasks[Lanes[L]['task'] & keyof Tasks] extends { output: infer O } ? O : never;

export interface ParsePool<Tasks extends TaskTypes<Tasks> = ParseTaskTypes, Lanes extends LanesOf = ParseLanes> {
  run<L extends keyof Lanes & string>(lane: L, input: InputOf<Tasks, Lanes, L>): Promise<ParseOutcome<OutputOf<Tasks, Lanes, L>>>;
  /** What a lane is doing (tests). */
  state(lane: keyof Lanes & string): { running: boolean; waiting: number; worker: boolean };
  /** Ends every worker; parses in flight or waiting are refused ('failed'). */
  close(): Promise<void>;
}

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);
/** How long a lane keeps its worker after its last parse. */
export const IDLE_MS = 15_000;

const wallClockLimit: TimeLimit = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

interface Job {
  id: number;
  input: unknown;
  resolve: (outcome: ParseOutcome<unknown>) => void;
}

export function createParsePool<Tasks extends TaskTypes<Tasks> = ParseTaskTypes, Lanes extends LanesOf = ParseLanes>(
  options: ParsePoolOptions<Lanes>,
): ParsePool<Tasks, Lanes> {
  const workerUrl = options.workerUrl ?? WORKER_URL;
  const idleMs = options.idleMs ?? IDLE_MS;
  const timeLimit = options.timeLimit ?? wallClockLimit;
  let nextId = 1;
  let poolClosed = false;
  const lanes = new Map<string, ReturnType<typeof createLane>>();

  function createLane(name: string) {
    const settings = (): LaneOptions => options.lanes[name]!;
    let worker: Worker | null = null;
    /** The heap the current worker was started with (what a memory refusal names). */
    let workerHeapMb = 0;
    let running: Job | null = null;
    const waiting: Job[] = [];
    let cancelLimit: (() => void) | null = null;
    let idleTimer: NodeJS.Timeout | null = null;
    let closed = false;

    function refusal(reason: ParseRefusal): ParseOutcome<never> {
      const lane = settings();
      if (reason === 'memory') return { ok: false, reason, message: lane.messages.memory(workerHeapMb) };
      if (reason === 'time') return { ok: false, reason, message: lane.messages.time(lane.timeLimitMs / 1000) };
      return { ok: false, reason, message: reason === 'busy' ? PARSE_MESSAGES.busy : PARSE_MESSAGES.failed };
    }

    function finish(outcome: ParseOutcome<unknown>) {
      cancelLimit?.();
      cancelLimit = null;
      const job = running;
      running = null;
      job?.resolve(outcome);
      next();
    }

    /** The worker ended (out of memory, a crash, terminated): refuse its parse; the next one starts another. */
    function lost(ended: Worker, reason: ParseRefusal) {
      if (ended !== worker) return;
      worker = null;
      if (running) finish(refusal(reason));
    }

    function create(lane: LaneOptions): Worker {
      const made = new Worker(workerUrl, {
        workerData: { task: lane.task } satisfies ParseWorkerData,
        resourceLimits: { maxOldGenerationSizeMb: lane.heapMb, maxYoungGenerationSizeMb: lane.youngMb },
      });
      worker = made;
      workerHeapMb = lane.heapMb;
      made.on('message', (reply: ParseReply) => {
        if (made !== worker || !running || reply.id !== running.id) return;
        finish(reply.ok ? { ok: true, value: reply.value } : refusal('failed'));
      });
      made.on('messageerror', () => {
        if (made === worker && running) finish(refusal('failed'));
      });
      made.on('error', (error: Error & { code?: string }) => lost(made, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed'));
      made.on('exit', () => lost(made, 'failed'));
      return made;
    }

    function expire(job: Job) {
      if (running !== job || !worker) return;
      const stopped = worker;
      worker = null;
      void stopped.terminate();
      finish(refusal('time'));
    }

    function goIdle() {
      if (!worker || idleTimer) return;
      worker.unref();
      idleTimer = setTimeout(() => {
        idleTimer = null;
        if (running || !worker) return;
        const retired = worker;
        worker = null;
        void retired.terminate();
      }, idleMs);
      idleTimer.unref();
    }

    function next() {
      if (running) return;
      const job = waiting.shift();
      if (!job) {
        goIdle();
        return;
      }
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      running = job;
      const lane = settings();
      const start = (ready: Worker) => {
        if (closed) {
          worker = null;
          void ready.terminate();
          return;
        }
        // It may have ended while starting (its parse is answered already).
        if (running !== job || ready !== worker) return;
        ready.ref();
        try {
          // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
          ready.postMessage({ id: job.id, input: job.input } satisfies ParseRequest);
        } catch {
          // An input that cannot be cloned: a caller's mistake, answered rather than thrown from a callback.
          finish(refusal('failed'));
          return;
        }
        cancelLimit = timeLimit(lane.timeLimitMs, () => expire(job));
      };
      if (worker) start(worker);
      else
        spawnWithOwnHeap(() => create(lane)).then(start, () => {
          if (running === job) finish(refusal('failed'));
        });
    }

    return {
      run(input: unknown): Promise<ParseOutcome<unknown>> {
        if (closed) return Promise.resolve(refusal('failed'));
        if (running && waiting.length >= settings().maxWaiting) return Promise.resolve(refusal('busy'));
        return new Promise((resolve) => {
          waiting.push({ id: nextId++, input, resolve });
          next();
        });
      },
      state: () => ({ running: running !== null, waiting: waiting.length, worker: worker !== null }),
      async close() {
        closed = true;
        if (idleTimer) clearTimeout(idleTimer);
        idleTimer = null;
        const ending = worker;
        worker = null;
        for (const job of waiting.splice(0)) job.resolve(refusal('failed'));
        if (running) finish(refusal('failed'));
        if (ending) await ending.terminate();
      },
    };
  }

  function laneOf(name: string) {
    let lane = lanes.get(name);
    if (!lane) {
      if (!(name in options.lanes)) throw new Error(`no parse lane "${name}"`);
      lane = createLane(name);
      lanes.set(name, lane);
    }
    return lane;
  }

  return {
    run(lane, input) {
      if (poolClosed) return Promise.resolve({ ok: false, reason: 'failed', message: PARSE_MESSAGES.failed });
      return laneOf(lane).run(input) as never;
    },
    state: (lane) => laneOf(lane).state(),
    async close() {
      poolClosed = true;
      await Promise.all([...lanes.values()].map((lane) => lane.close()));
    },
  };
}

/** This process's pool, shared by every import and sequence upload. */
export const parsePool: ParsePool = createParsePool({ lanes: PARSE_LANES });
