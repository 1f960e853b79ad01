// The bad-input walk is dealt into parts; together they must send hostile input to every call, once.
import { describe, expect, it } from 'vitest';
import { allCalls, BAD_INPUT_PARTS, callsOfPart } from './bad-input-kit.ts';

describe('bad-input parts', () => {
  it('cover every call of the endpoint table exactly once', () => {
    const dealt = Array.from({ length: BAD_INPUT_PARTS }, (_, i) => callsOfPart(i + 1)).flat();
    expect(dealt).toHaveLength(allCalls().length);
    expect(new Set(dealt)).toEqual(new Set(allCalls()));
    expect(allCalls().length).toBeGreaterThan(150);
  });
});
