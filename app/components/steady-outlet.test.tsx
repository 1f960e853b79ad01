// @vitest-environment happy-dom
// The steady outlet (steady-outlet.tsx): when React Router patches in routes it has just learnt (lazy
// route discovery after a page loads), the page under the outlet does not render again; a navigation, a
// revalidation with new data and the router's state read by hooks still reach it.
import { Profiler, act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Outlet, RouterProvider, UNSAFE_withComponentProps, createMemoryRouter, useNavigation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSteadyOutlet } from './steady-outlet.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders: number;
let version: number;
/** While set, the page's loader waits for it. */
let gate: Promise<void> | null;
let container: HTMLDivElement;
let root: Root;

function SteadyLayout() {
  return <main>{useSteadyOutlet()}</main>;
}

function PlainLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

function Page({ loaderData }: { loaderData: { version: number } }) {
  return (
    <Profiler id="page" onRender={() => (renders += 1)}>
      <p data-testid="page">version {loaderData.version}</p>
    </Profiler>
  );
}

/** Reads the router's state: updates through React Router's context, memoized outlet or not. */
function NavigationState() {
  return <span data-testid="navigation">{useNavigation().state}</span>;
}

function routes(Layout: () => React.ReactNode): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: () => (
        <>
          <NavigationState />
          <Layout />
        </>
      ),
      children: [
        { id: 'page', index: true, Component: UNSAFE_withComponentProps(Page), loader: async () => { await gate; return { version }; } },
        { id: 'other', path: 'other', Component: () => <p data-testid="page">other page</p> },
      ],
    },
  ];
}

async function start(Layout: () => React.ReactNode) {
  const router = createMemoryRouter(routes(Layout), { hydrationData: { loaderData: { page: { version } } } });
  await act(async () => root.render(<RouterProvider router={router} />));
  return router;
}

const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;

beforeEach(() => {
  renders = 0;
  version = 1;
  gate = null;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the steady outlet', () => {
  it('does not render the page again when the router patches in routes it has learnt', async () => {
    const router = await start(SteadyLayout);
    expect(renders).toBe(1);
    await act(async () => router.patchRoutes('root', [{ id: 'learnt', path: 'learnt', Component: () => null }]));
    expect(router.routes[0].children?.map((route) => route.id)).toContain('learnt');
    expect(renders).toBe(1);
    expect(text('page')).toBe('version 1');
  });

  it('is why: a plain outlet renders the whole page again for the same patch', async () => {
    const router = await start(PlainLayout);
    await act(async () => router.patchRoutes('root', [{ id: 'learnt', path: 'learnt', Component: () => null }]));
    expect(renders).toBe(2);
  });

  it('draws the new page on a navigation and new data on a revalidation', async () => {
    const router = await start(SteadyLayout);
    version = 2;
    await act(async () => router.revalidate());
    expect(text('page')).toBe('version 2');
    await act(async () => router.navigate('/other'));
    expect(text('page')).toBe('other page');
    await act(async () => router.navigate('/'));
    expect(text('page')).toBe('version 2');
  });

  it('leaves the router’s state to the hooks that read it', async () => {
    const router = await start(SteadyLayout);
    let release = () => {};
    gate = new Promise((done) => (release = done));
    version = 3;
    await act(async () => void router.navigate('/?again=1'));
    expect(text('navigation')).toBe('loading');
    await act(async () => release());
    expect(text('navigation')).toBe('idle');
    expect(text('page')).toBe('version 3');
  });
});
