// @vitest-environment happy-dom
// Fence A13 (docs/rendering.md): the built site runs antd's useBreakpoint from
// app/components/antd-breakpoint.ts (scripts/vite/antd-breakpoint.ts redirects antd's own imports),
// whose first answer is a transition instead of a synchronous update inside hydration's commit
// (decision 0096). antd's hook must still be the one the shim stands in for, and be reached only by the
// imports the redirect catches.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_SHIM, breakpointRedirect } from '../../scripts/vite/antd-breakpoint.ts';
import { fence } from './fence.ts';

// @rc-component/util, whose useLayoutEffect antd's hook uses, makes it a passive effect when it loads
// under NODE_ENV 'test' (vitest's); the site runs it as a layout effect, as here.
const testEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
const { default: antdUseBreakpoint } = await import('antd/es/grid/hooks/useBreakpoint');
const { default: useBreakpoint } = await import('../../app/components/antd-breakpoint.ts');
process.env.NODE_ENV = testEnv;

const ANTD_REFRESHES_IN_COMMIT = fence('A13', 'antd’s useBreakpoint answers a component’s subscription at once with a synchronous update inside the commit that mounted it');
const EVERY_IMPORT_REDIRECTED = fence('A13', 'antd’s modules import antd/es/grid/hooks/useBreakpoint only by relative paths that scripts/vite/antd-breakpoint.ts redirects');

type Hook = typeof useBreakpoint;

/**
 * Hydrates (or, `mount`, renders afresh) a component reading `hook` and tells what it had rendered when
 * the committing task ended (a microtask queued from the commit's last layout effect) and once
 * everything scheduled had run.
 */
async function rendersAroundHydration(hook: Hook, how: 'hydrate' | 'mount' = 'hydrate') {
  const renders: Array<Record<string, boolean | undefined> | null> = [];
  function Probe() {
    renders.push(hook(true, null));
    return createElement('span', null, 'probe');
  }
  let atEndOfTask: number | null = null;
  function EndOfCommit() {
    useLayoutEffect(() => queueMicrotask(() => (atEndOfTask = renders.length)), []);
    return null;
  }
  const tree = createElement('div', null, createElement(Probe), createElement(EndOfCommit));
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  renders.length = 0;
  const root = how === 'hydrate' ? hydrateRoot(container, tree) : createRoot(container);
  if (how === 'mount') {
    container.replaceChildren();
    root.render(tree);
  }
  for (let wait = 0; wait < 50 && renders.length < 2; wait += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  root.unmount();
  container.remove();
  return { atEndOfTask, renders };
}

describe('antd’s breakpoint hook in the built site', () => {
  it('antd’s own hook re-renders inside the hydrating task: the shim is still needed', async () => {
    const { atEndOfTask, renders } = await rendersAroundHydration(antdUseBreakpoint as Hook);
    expect(renders[0], ANTD_REFRESHES_IN_COMMIT).toBeNull();
    expect(atEndOfTask, ANTD_REFRESHES_IN_COMMIT).toBe(2);
    expect(renders[1], ANTD_REFRESHES_IN_COMMIT).toMatchObject({ xs: expect.any(Boolean), md: expect.any(Boolean) });
  });

  it('the shim renders its first answer after the hydrating task, with the same screens', async () => {
    const antd = await rendersAroundHydration(antdUseBreakpoint as Hook);
    const shim = await rendersAroundHydration(useBreakpoint);
    expect(shim.atEndOfTask).toBe(1);
    expect(shim.renders[0]).toBeNull();
    expect(shim.renders).toHaveLength(2);
    expect(shim.renders[1]).toEqual(antd.renders[1]);
  });

  it('once the page is live, a component mounting is answered at once, as antd does', async () => {
    document.documentElement.dataset.hydrated = 'true';
    try {
      const { atEndOfTask, renders } = await rendersAroundHydration(useBreakpoint, 'mount');
      expect(atEndOfTask).toBe(2);
      expect(renders).toHaveLength(2);
    } finally {
      delete document.documentElement.dataset.hydrated;
    }
  });

  it('antd reaches the hook only through relative imports the redirect sends to the shim', () => {
    const antdEs = path.join(path.dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
    const importers: string[] = [];
    const stray: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (entry.name.endsWith('.js')) {
          for (const [, source] of fs.readFileSync(file, 'utf8').matchAll(/from '([^']*useBreakpoint[^']*)'/g)) {
            if (breakpointRedirect(source, file) === BREAKPOINT_SHIM) importers.push(path.relative(antdEs, file));
            else stray.push(`${path.relative(antdEs, file)}: ${source}`);
          }
        }
      }
    };
    walk(antdEs);
    expect(stray, EVERY_IMPORT_REDIRECTED).toEqual([]);
    // Row (every Form.Item), Descriptions, Steps, Avatar, List, Pagination, Table and Grid.useBreakpoint.
    expect(importers, EVERY_IMPORT_REDIRECTED).toEqual(expect.arrayContaining(['grid/row.js', 'steps/index.js', 'table/InternalTable.js', 'grid/index.js']));
  });

  it('the redirect leaves every other import alone', () => {
    const importer = '/x/node_modules/antd/es/grid/row.js';
    expect(breakpointRedirect('./hooks/useBreakpoint', importer)).toBe(BREAKPOINT_SHIM);
    expect(breakpointRedirect('./hooks/useGutter', importer)).toBeNull();
    expect(breakpointRedirect('../../app/useBreakpoint', '/x/src/a.ts')).toBeNull();
    expect(breakpointRedirect('antd/es/grid/hooks/useBreakpoint', importer)).toBeNull();
    expect(breakpointRedirect('./hooks/useBreakpoint', undefined)).toBeNull();
  });
});
