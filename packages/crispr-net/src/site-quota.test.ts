import { describe, expect, it } from 'vitest';
import type { TaskResult } from './genome-task.ts';
import { SiteQuota } from './site-quota.ts';

/** A task's answer with this many sites per guide (only the counts matter to the quota). */
const answer = (...counts: number[]): TaskResult => counts.map((n) => ({ sites: Array.from({ length: n }, () => ({}) as never), truncated: false }));

describe('SiteQuota', () => {
  it('skips a guide once the finished tasks before the last of the run hold more than the limit', () => {
    const quota = new SiteQuota(2, 5);
    quota.record(0, answer(4, 1));
    expect(quota.skips()).toEqual([false, false]);
    // Task 0's 4 + task 1's 2 is 6 > 5, but task 1 is the last of the run: a later site may precede its last ones.
    quota.record(1, answer(2, 0));
    expect(quota.skips()).toEqual([false, false]);
    quota.record(2, answer(0, 0));
    expect(quota.skips()).toEqual([true, false]);
  });

  it('counts only the run of finished tasks from the start, whatever order they answer in', () => {
    const quota = new SiteQuota(1, 2);
    quota.record(2, answer(9));
    quota.record(1, answer(9));
    // Task 0 has not answered: nothing is settled, however many sites later tasks hold.
    expect(quota.skips()).toEqual([false]);
    quota.record(0, answer(0));
    // Tasks 0-2 finished: 0 + 9 settled (task 2 is the run's last).
    expect(quota.skips()).toEqual([true]);
  });

  it('never skips at exactly the limit: the whole search would say whether there were more', () => {
    const quota = new SiteQuota(1, 3);
    quota.record(0, answer(3));
    quota.record(1, answer(0));
    quota.record(2, answer(0));
    expect(quota.skips()).toEqual([false]);
  });
});
