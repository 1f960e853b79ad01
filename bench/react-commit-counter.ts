// React's commits during a page load, counted in the page through the hook React DevTools uses
// (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which react-dom looks for when it is first evaluated, also in a
// production build). A commit's layout and passive effects run in one task each, so the components one
// commit renders bound the largest task of a hydration; unlike a Lighthouse score the count does not
// move with the machine (README, Performance).

/** What the counter leaves on the page's global object. */
export interface CommitRecord {
  /** Per commit, the components that mounted or rendered in it (host elements such as `div` not counted). */
  reactCommitCounts: number[];
}

/**
 * Installs the counter on `target`, by default the page's global object. Self-contained, so Playwright
 * can pass it to `addInitScript` (which calls it with no argument). A component counts when its fiber is new to the tree since the last commit and it
 * mounted or received new props or state: a subtree React bailed out of keeps its fibers and is not
 * counted, nor is a fiber cloned on the way to an update without rendering.
 */
export function installCommitCounter(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  interface Fiber {
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  }
  const commits: number[] = [];
  let previous = new Set<Fiber>();
  target.reactCommitCounts = commits;
  // The name react-dom looks for (a string here: the lint rule against leading underscores reads names).
  const hookName = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
  target[hookName] = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot(_rendererId: number, root: { current: Fiber }) {
      const current = new Set<Fiber>();
      let rendered = 0;
      const stack: Fiber[] = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop() as Fiber;
        current.add(fiber);
        const component = fiber.type !== null && typeof fiber.type !== 'string';
        const changed =
          fiber.alternate === null || fiber.alternate.memoizedProps !== fiber.memoizedProps || fiber.alternate.memoizedState !== fiber.memoizedState;
        if (component && changed && !previous.has(fiber)) rendered += 1;
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previous = current;
      commits.push(rendered);
    },
  };
}

/** The commits that rendered something, the largest and the sum. */
export function summariseCommits(commits: readonly number[]): { commits: number; largest: number; total: number } {
  const rendering = commits.filter((count) => count > 0);
  return { commits: rendering.length, largest: Math.max(0, ...rendering), total: rendering.reduce((sum, count) => sum + count, 0) };
}
