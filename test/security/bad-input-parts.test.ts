// The bad-input walk is dealt into parts; together they must send hostile input to every call, once.
import { describe, expect, it } from 'vitest';
import { allCalls, BAD_INPUT_PARTS, callsOfPart, walkFor } from './bad-input-kit.ts';

describe('bad-input parts', () => {
  it('cover every call of the endpoint table exactly once', () => {
    const dealt = Array.from({ length: BAD_INPUT_PARTS }, (_, i) => callsOfPart(i + 1)).flat();
    expect(dealt).toHaveLength(allCalls().length);
    expect(new Set(dealt)).toEqual(new Set(allCalls()));
    expect(allCalls().length).toBeGreaterThan(150);
  });
});

describe('the walk on each database', () => {
  it('sends PostgreSQL the inputs its driver and server can answer differently, and PGlite everything', () => {
    const postgres = walkFor('postgres');
    const pglite = walkFor('pglite');
    expect(postgres.shapes).toEqual(expect.arrayContaining(['a\u0000b', 2 ** 31, String(2 ** 31), 2 ** 53, { a: '\u0000' }]));
    expect(pglite.shapes).toEqual(expect.arrayContaining(postgres.shapes));
    expect(pglite.shapes.length).toBeGreaterThan(postgres.shapes.length);
    expect(pglite.randomRuns).toBeGreaterThanOrEqual(12);
  });
});
