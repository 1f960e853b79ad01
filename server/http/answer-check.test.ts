import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerMismatch } from './answer-check.ts';

const item = z.object({ id: z.number(), title: z.string(), create_time: z.string() });
const page = z.object({ data: z.array(item), total: z.number() });

describe('answerMismatch', () => {
  it('accepts an answer the schema describes, with dates as they travel', () => {
    const data = { data: [{ id: 1, title: 'a', create_time: new Date('2026-01-02T03:04:05Z') }], total: 1 };
    expect(answerMismatch(page, data)).toBeNull();
  });

  it('names a field the schema does not describe, however deep', () => {
    const data = { data: [{ id: 1, title: 'a', create_time: 'x' }, { id: 2, title: 'b', create_time: 'y', password: 'h' }], total: 2 };
    expect(answerMismatch(page, data)).toBe('data[1].password: not described by the answer schema');
    expect(answerMismatch(page, { data: [], total: 0, extra: true })).toBe('extra: not described by the answer schema');
  });

  it('names a field of the wrong shape', () => {
    expect(answerMismatch(page, { data: [{ id: '1', title: 'a', create_time: 'x' }], total: 1 })).toMatch(/^data\.0\.id: /);
    expect(answerMismatch(z.null(), { id: 1 })).toMatch(/^\(data\): /);
  });

  it('treats an undefined answer as null', () => {
    expect(answerMismatch(z.null(), undefined)).toBeNull();
  });

  it('lets a record or an open object carry what it declares as open', () => {
    expect(answerMismatch(z.record(z.string(), z.unknown()), { anything: { deep: 1 } })).toBeNull();
    expect(answerMismatch(z.looseObject({ id: z.number() }), { id: 1, more: 2 })).toBeNull();
  });
});
