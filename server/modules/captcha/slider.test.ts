// The booking slider against guessing (decision 0021): a blind drop must pass two puzzles in a row,
// every puzzle takes one drop, and the ticket it earns is spent by its first use. Gap positions and
// guesses come from seeded generators, so the counts below are the same on every run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createRng, intBetween } from '../../db/seed/prng.ts';
import { createSliderService, type SliderOptions } from './slider-service.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const human = { duration: 900, trail: [[0, 0], [40, 1], [120, 2], [150, 2]] as [number, number][] };

const outcome = <T>(promise: Promise<T>): Promise<T | string> =>
  promise.then(
    (answer) => answer,
    (error: { code?: number; message: string }) => `${error.code}:${error.message}`,
  );

describe(`slider puzzle against guessing on ${engine}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A slider whose gaps come from `seed` and are remembered by key, drawn without pictures. */
  function seededSlider(seed: number, extra: SliderOptions = {}) {
    const rng = createRng(seed);
    const gaps: number[] = [];
    const options: SliderOptions = {
      randomInt: (min, max) => min + Math.floor(rng() * (max - min)),
      draw: (x) => {
        gaps.push(x);
        return { bgUrl: 'data:,', puzzleUrl: 'data:,' };
      },
      ...extra,
    };
    const slider = createSliderService(loadConfig({ NODE_ENV: 'test' }), t.database, options);
    // Another instance on the same database is another app server: it shares nothing but the database.
    const other = () => createSliderService(loadConfig({ NODE_ENV: 'test' }), t.database, options);
    return { slider, other, lastGap: () => gaps.at(-1)! };
  }

  it('lets fewer than 1 in 100 of 2,000 blind guesses through, though 1 in 20 clears a single puzzle', async () => {
    const { slider } = seededSlider(20261124);
    const guess = createRng(7);
    let firstStage = 0;
    let tickets = 0;
    const attempts = 2000;
    for (let i = 0; i < attempts; i += 1) {
      // The best blind strategy: any x whose ±5 px window lies inside the gaps' range (64-256).
      let answer = await outcome(slider.verify({ key: (await slider.create()).key, x: intBetween(guess, 69, 251), ...human }));
      if (typeof answer === 'string') continue;
      firstStage += 1;
      // The first pass only answers the next puzzle, never a ticket.
      expect(answer).toMatchObject({ ticket: null, next: { key: expect.any(String) } });
      answer = await outcome(slider.verify({ key: answer.next!.key, x: intBetween(guess, 69, 251), ...human }));
      if (typeof answer !== 'string' && answer.ticket) tickets += 1;
    }
    // One puzzle alone would be guessed ~5.7% of the time (11 of 193 positions): the guesser is real.
    expect(firstStage / attempts).toBeGreaterThan(0.03);
    expect(tickets / attempts).toBeLessThan(0.01);
  }, 180_000);

  it('needs two puzzles solved in a row; a miss on the second starts over', async () => {
    const { slider, lastGap } = seededSlider(1);
    const first = await slider.create();
    const second = await slider.verify({ key: first.key, x: lastGap() + 5, ...human });
    expect(second.ticket).toBeNull();
    expect(second.next!.key).not.toBe(first.key);
    const third = await slider.verify({ key: second.next!.key, x: lastGap() - 5, ...human });
    expect(third).toMatchObject({ ticket: expect.any(String), next: null });

    const again = await slider.create();
    const next = await slider.verify({ key: again.key, x: lastGap(), ...human });
    expect(await outcome(slider.verify({ key: next.next!.key, x: lastGap() + 6, ...human }))).toBe('201:验证失败，请重试');
    // The missed second puzzle is spent, and the passed first one cannot be replayed for another.
    expect(await outcome(slider.verify({ key: next.next!.key, x: lastGap(), ...human }))).toBe('201:验证失败，请重试');
    expect(await outcome(slider.verify({ key: again.key, x: lastGap(), ...human }))).toBe('201:验证失败，请重试');
  });

  it('allows one drop per puzzle: after a miss the right answer fails too', async () => {
    const { slider, lastGap } = seededSlider(2);
    const { key } = await slider.create();
    const gap = lastGap();
    expect(await outcome(slider.verify({ key, x: gap + 20, ...human }))).toBe('201:验证失败，请重试');
    expect(await outcome(slider.verify({ key, x: gap, ...human }))).toBe('201:验证失败，请重试');
  });

  it('spends a ticket on its first use, and keeps puzzles and tickets in the database for every app server', async () => {
    const servers = seededSlider(3);
    const { slider, lastGap } = servers;
    const other = servers.other();
    const { key } = await slider.create();
    const next = await other.verify({ key, x: lastGap(), ...human });
    const { ticket } = await other.verify({ key: next.next!.key, x: lastGap(), ...human });
    expect(await outcome(slider.redeem(ticket))).toBeUndefined();
    expect(await outcome(other.redeem(ticket))).toBe('201:请先完成滑块验证');
    expect(await outcome(slider.redeem(ticket))).toBe('201:请先完成滑块验证');
  });

  it('a ticket expires after 2 minutes', async () => {
    let now = new Date('2026-03-01T08:00:00Z');
    const { slider, lastGap } = seededSlider(4, { clock: () => now });
    const first = await slider.verify({ key: (await slider.create()).key, x: lastGap(), ...human });
    const { ticket } = await slider.verify({ key: first.next!.key, x: lastGap(), ...human });
    now = new Date(now.getTime() + 2 * 60_000);
    expect(await outcome(slider.redeem(ticket))).toBe('201:请先完成滑块验证');
  });
});
