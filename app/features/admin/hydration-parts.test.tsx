// @vitest-environment happy-dom
// Hydration in parts (hydration-parts.tsx): each part of a page drawn on the server commits apart from the
// page around it, and what waits for the whole page (the server answers' forgetting, the live marker)
// runs only after the last part has hydrated; drawn in the browser, the page does not wait at all.
import { Profiler, act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrationPart, HydrationParts, afterHydrationParts } from './hydration-parts.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let log: string[];
let commits: number;
let container: HTMLDivElement;
let root: Root | null;

function Section({ name }: { name: string }) {
  useEffect(() => {
    log.push(`hydrated ${name}`);
  }, [name]);
  return <p>{name}</p>;
}

function AfterParts() {
  useEffect(() => afterHydrationParts(() => log.push('page live')), []);
  return null;
}

function Page({ parts = true }: { parts?: boolean }) {
  return (
    <Profiler id="page" onRender={() => (commits += 1)}>
      <Section name="header" />
      {parts ? (
        <HydrationParts>
          <Section name="samples" />
          <Section name="messages" />
        </HydrationParts>
      ) : (
        <>
          <Section name="samples" />
          <Section name="messages" />
        </>
      )}
      <AfterParts />
    </Profiler>
  );
}

beforeEach(() => {
  log = [];
  commits = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = null;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

async function hydrate(parts: boolean) {
  container.innerHTML = renderToString(<Page parts={parts} />);
  const drawn = container.innerHTML;
  log = [];
  commits = 0;
  await act(async () => {
    root = hydrateRoot(container, <Page parts={parts} />, { onRecoverableError: (error) => log.push(`error ${String(error)}`) });
  });
  return drawn;
}

describe('HydrationPart', () => {
  it('hydrates each part in a commit of its own, after the page around it', async () => {
    const drawn = await hydrate(true);
    expect(commits).toBe(3);
    expect(log.indexOf('hydrated header')).toBeLessThan(log.indexOf('hydrated samples'));
    expect(log.indexOf('hydrated samples')).toBeLessThan(log.indexOf('hydrated messages'));
    // Nothing was drawn again: the server's HTML is what React kept.
    expect(container.innerHTML).toBe(drawn);
    expect(log.filter((entry) => entry.startsWith('error'))).toEqual([]);
  });

  it('the page hydrated whole is one commit (what the parts split)', async () => {
    await hydrate(false);
    expect(commits).toBe(1);
  });

  it('waits for the last part before what needs the whole page', async () => {
    await hydrate(true);
    expect(log).toEqual(['hydrated header', 'hydrated samples', 'hydrated messages', 'page live']);
  });

  it('drawn in the browser, the page is live in the same commit and nothing is left waiting', async () => {
    root = createRoot(container);
    await act(async () => root!.render(<Page />));
    expect(commits).toBe(1);
    expect(log.at(-1)).toBe('page live');
    const after: string[] = [];
    afterHydrationParts(() => after.push('now'));
    expect(after).toEqual(['now']);
  });

  it('a part removed before it hydrated does not hold the page up', async () => {
    function Toggle() {
      const [shown, setShown] = useState(true);
      // The page removing the part as it hydrates, before the part's own pass.
      // eslint-disable-next-line react/set-state-in-effect
      useEffect(() => setShown(false), []);
      return shown ? (
        <HydrationPart>
          <Section name="gone" />
        </HydrationPart>
      ) : null;
    }
    function Shrinking() {
      return (
        <>
          <Toggle />
          <AfterParts />
        </>
      );
    }
    container.innerHTML = renderToString(<Shrinking />);
    log = [];
    await act(async () => {
      root = hydrateRoot(container, <Shrinking />, { onRecoverableError: () => {} });
    });
    expect(log).toContain('page live');
    const after: string[] = [];
    afterHydrationParts(() => after.push('now'));
    expect(after).toEqual(['now']);
  });

  it('a part left out keeps its place: the parts after it are not mounted again', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>counted</p>;
    }
    root = createRoot(container);
    await act(async () => root!.render(<HydrationParts>{[null, <Counted key="counted" />]}</HydrationParts>));
    await act(async () => root!.render(<HydrationParts>{[<p key="shown">shown</p>, <Counted key="counted" />]}</HydrationParts>));
    expect(container.textContent).toBe('showncounted');
    expect(mounts).toBe(1);
  });
});
