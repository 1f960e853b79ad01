// How the browser build groups modules into files (decision 0050). Left to the bundler, every module
// two routes share becomes a file of its own: the home page asked for some forty scripts of 1.5-3 kB
// before it was interactive. Over HTTP/1.1 a phone fetches six at a time, so each round costs a round
// trip, and Lighthouse's simulated slow 4G counted all of them before the largest paint. Two groups
// take the modules every public page needs: the framework (React, React DOM, React Router) and the
// site's shell (everything app/root.tsx imports without `import()`: header, footer, menus, messages).
// A route's own code and what only some routes share stay split as before.
import type { Plugin } from 'vite';

const ROOT_MODULE = /[\\/]app[\\/]root\.tsx$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `start` imports statically, directly or through others, `start` included. */
export function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return seen;
}

/**
 * The plugin that learns the shell's modules once the browser build's module graph is complete, and
 * the `codeSplitting` option whose groups read them when the chunks are made (after that point).
 */
export function pageChunks(): { plugin: Plugin; codeSplitting: { groups: Array<{ name: string; test: (id: string) => boolean; priority: number }> } } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'page-chunks',
    apply: 'build',
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => ROOT_MODULE.test(id));
      // The server build has no use for the grouping (and no browser waiting on its files).
      shell = root && !this.environment.config.build.ssr ? staticClosure(this, root) : new Set();
      shell.delete(root ?? '');
    },
  };
  return {
    plugin,
    codeSplitting: {
      groups: [
        { name: 'framework', test: (id) => shell.size > 0 && FRAMEWORK.test(id), priority: 2 },
        { name: 'shell', test: (id) => shell.has(id), priority: 1 },
      ],
    },
  };
}
