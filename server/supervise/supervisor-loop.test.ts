// The supervisor's loop (decision 0061) with fake serving processes and fake timers: restarts after a
// crash, with the backoff and one line; no restart of a server that never got ready; a stop request
// passed on; the dead server's database process waited for, and killed when it lingers.
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { superviseServer, type LogLevel, type SupervisorOptions } from './supervisor-loop.ts';

class FakeChild extends EventEmitter {
  readonly signals: NodeJS.Signals[] = [];
  readonly pid: number | undefined;
  constructor(pid: number | undefined) {
    super();
    this.pid = pid;
  }
  kill(signal: NodeJS.Signals = 'SIGTERM') {
    this.signals.push(signal);
    return true;
  }
  ready() {
    this.emit('message', { type: 'ready' });
  }
  exit(code: number | null, signal: NodeJS.Signals | null = null) {
    this.emit('exit', code, signal);
  }
}

function harness(overrides: Partial<SupervisorOptions> = {}) {
  const children: FakeChild[] = [];
  const starts: number[] = [];
  const lines: { level: LogLevel; line: string }[] = [];
  const exits: number[] = [];
  const kills: [number, NodeJS.Signals][] = [];
  const alive = new Set<number>();
  const supervisor = superviseServer({
    start: (restarts) => {
      starts.push(restarts);
      const child = new FakeChild(1000 + children.length);
      children.push(child);
      return child;
    },
    log: (level, line) => lines.push({ level, line }),
    exit: (code) => exits.push(code),
    databaseAlive: (pid) => alive.has(pid),
    kill: (pid, signal) => {
      kills.push([pid, signal]);
      alive.delete(pid);
    },
    now: () => Date.now(),
    ...overrides,
  });
  return { supervisor, children, starts, lines, exits, kills, alive, last: () => children.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the supervisor', () => {
  it('starts the server again 0.5 s after it was killed, saying why, and passes the restart count', async () => {
    const h = harness();
    h.last().ready();
    h.last().exit(null, 'SIGKILL');
    expect(h.lines).toEqual([{ level: 'error', line: 'The serving process (pid 1000) was killed by SIGKILL; restart 1 in 0.5 s' }]);
    await vi.advanceTimersByTimeAsync(499);
    expect(h.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.starts).toEqual([0, 1]);
    expect(h.exits).toEqual([]);
  });

  it('keeps restarting a server that fails again after having served, waiting longer each time', async () => {
    const h = harness();
    h.last().ready();
    h.last().exit(1);
    await vi.advanceTimersByTimeAsync(500);
    // The restarted server dies before it is ready (its database folder was still held, say).
    h.last().exit(1);
    expect(h.lines.at(-1)!.line).toBe('The serving process (pid 1001) exited with code 1; restart 2 in 1 s');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(h.starts).toEqual([0, 1, 2]);
  });

  it('puts the reason the server gave before exiting into the line', async () => {
    const h = harness();
    h.last().ready();
    h.last().emit('message', { type: 'exiting', reason: 'the embedded database process (pid 7) ended unexpectedly (signal SIGKILL)' });
    h.last().exit(1);
    expect(h.lines[0]!.line).toBe(
      'The serving process (pid 1000) exited with code 1: the embedded database process (pid 7) ended unexpectedly (signal SIGKILL); restart 1 in 0.5 s',
    );
  });

  it('does not restart a server that never got ready: it ends with the same code', async () => {
    const h = harness();
    h.last().exit(78);
    expect(h.exits).toEqual([78]);
    expect(h.lines[0]!.line).toMatch(/^The serving process \(pid 1000\) exited with code 78 before it was ready; not restarting it/);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.starts).toEqual([0]);
  });

  it('reports a server that could not be started at all', () => {
    let child: FakeChild | undefined;
    const h = harness({ start: () => (child = new FakeChild(undefined)) });
    child!.emit('error', new Error('spawn ENOENT'));
    expect(h.exits).toEqual([1]);
    expect(h.lines[0]!.line).toMatch(/^The serving process \(pid unknown\) ended: could not be started \(spawn ENOENT\) before it was ready/);
  });

  it('passes a stop request on and ends with the server, without restarting it', async () => {
    const h = harness();
    h.last().ready();
    h.supervisor.stop('SIGTERM');
    expect(h.last().signals).toEqual(['SIGTERM']);
    h.supervisor.stop('SIGINT');
    expect(h.last().signals).toEqual(['SIGTERM', 'SIGINT']);
    h.last().exit(0);
    expect(h.exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.starts).toEqual([0]);
    expect(h.lines).toEqual([]);
  });

  it('ends at once when stopped while it waits to restart', async () => {
    const h = harness();
    h.last().ready();
    h.last().exit(null, 'SIGKILL');
    h.supervisor.stop('SIGINT');
    expect(h.exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.starts).toEqual([0]);
  });

  it("waits for the dead server's database process to go before starting the next server", async () => {
    const h = harness();
    h.last().emit('message', { type: 'database', pid: 77 });
    h.last().ready();
    h.alive.add(77);
    h.last().exit(null, 'SIGKILL');
    await vi.advanceTimersByTimeAsync(1_200);
    expect(h.starts).toEqual([0]);
    h.alive.delete(77);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.starts).toEqual([0, 1]);
    expect(h.kills).toEqual([]);
  });

  it('kills a database process that lingers 3 s, and still restarts within 5 s of the exit', async () => {
    const h = harness();
    h.last().emit('message', { type: 'database', pid: 78 });
    h.last().ready();
    h.alive.add(78);
    h.last().exit(null, 'SIGKILL');
    await vi.advanceTimersByTimeAsync(2_950);
    expect(h.kills).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.kills).toEqual([[78, 'SIGKILL']]);
    expect(h.lines.at(-1)).toEqual({
      level: 'warn',
      line: 'The embedded database process (pid 78) of the ended server was still running after 3 s; killed it so the next server can open the data folder',
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(h.starts).toEqual([0, 1]);
  });
});
