// The worker runs exactly one handler per declared job kind: a kind without one would fill its
// queue silently, and the queue refuses to start work when they do not match.
import { describe, expect, it } from 'vitest';
import { jobKinds } from '../kinds/index.ts';
import { createJobHandlers } from './index.ts';

describe('job handlers', () => {
  it('has one handler for every job kind', () => {
    const handlers = createJobHandlers({} as never);
    expect(handlers.map((h) => h.kind).toSorted((a, b) => a.name.localeCompare(b.name))).toEqual(
      [...jobKinds].toSorted((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
