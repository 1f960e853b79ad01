// @vitest-environment happy-dom
// The commit counter of `npm run bench:react-commits`: it must count what React rendered, not the tree
// it walks, or the bench would report a page's size instead of its work.
import { describe, expect, it } from 'vitest';
import { installCommitCounter, summariseCommits, type CommitRecord } from './react-commit-counter.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('installCommitCounter', () => {
  it('counts the components a commit mounts, then only those an update renders', async () => {
    const target = globalThis as unknown as Record<string, unknown> & CommitRecord;
    // Before react-dom is first evaluated: it reads the hook then.
    installCommitCounter(target);
    const { act, memo, useState } = await import('react');
    const { createRoot } = await import('react-dom/client');

    const Leaf = memo(function Leaf({ label }: { label: string }) {
      return <li>{label}</li>;
    });
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          {count}
        </button>
      );
    }
    function Page() {
      return (
        <main>
          <ul>
            {['a', 'b', 'c'].map((label) => (
              <Leaf key={label} label={label} />
            ))}
          </ul>
          <Counter />
        </main>
      );
    }

    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page />));
    // Page, the three leaves (a memo of a plain function is one fiber) and Counter; the root's own fiber
    // and the host elements are not components.
    expect(target.reactCommitCounts).toEqual([5]);

    await act(async () => container.querySelector('button')?.click());
    // Only Counter renders; Page and the leaves are untouched.
    expect(target.reactCommitCounts).toEqual([5, 1]);
    act(() => root.unmount());
  });
});

describe('summariseCommits', () => {
  it('leaves out commits that rendered nothing', () => {
    expect(summariseCommits([0, 12, 3, 0, 40])).toEqual({ commits: 3, largest: 40, total: 55 });
    expect(summariseCommits([])).toEqual({ commits: 0, largest: 0, total: 0 });
  });
});
