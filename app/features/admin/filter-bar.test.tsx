// @vitest-environment happy-dom
// useFilterDraft (filter-bar.tsx): text typed is held until applied; when the URL's text filters change
// the fields take them in the same bar, which stays mounted (a remount closed an open select).
import { act, useEffect, type ChangeEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFilterDraft } from './filter-bar.tsx';

interface Filters {
  keyword?: string;
  status?: number;
  page?: number;
}

type Draft = ReturnType<typeof useFilterDraft<Filters>>;

let mounts = 0;
let draft: Draft;
const applied: Filters[] = [];

function Bar({ filters }: { filters: Filters }) {
  const current = useFilterDraft(filters, ['keyword'], (next) => applied.push(next));
  useEffect(() => {
    draft = current;
  });
  useEffect(() => {
    mounts += 1;
  }, []);
  return <input aria-label="关键词" {...current.text('keyword')} />;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;

const field = () => container.querySelector('input')!;
const render = (filters: Filters) => act(() => root.render(<Bar filters={filters} />));
const type = (value: string) => act(() => draft.text('keyword').onChange({ target: { value } } as ChangeEvent<HTMLInputElement>));

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  mounts = 0;
  applied.length = 0;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('useFilterDraft', () => {
  it('holds typed text until applied, then sends it with the change and page 1', async () => {
    await render({ keyword: 'GFP', status: 1, page: 3 });
    expect(field().value).toBe('GFP');
    await type('  Cas9 ');
    expect(field().value).toBe('  Cas9 ');
    expect(applied).toEqual([]);
    act(() => draft.apply({ status: 0 }));
    expect(applied).toEqual([{ keyword: 'Cas9', status: 0, page: undefined }]);
  });

  it('takes the URL text filters when they change, without remounting the bar', async () => {
    await render({ keyword: 'GFP' });
    await type('half typed');
    // Back/forward or another tab's link: the URL's keyword wins.
    await render({ keyword: 'mCherry' });
    expect(field().value).toBe('mCherry');
    // 重置 clears the URL.
    await render({});
    expect(field().value).toBe('');
    expect(mounts).toBe(1);
  });

  it('keeps what is being typed when only another filter changes', async () => {
    await render({ keyword: 'GFP', status: 1 });
    await type('GFP-N1');
    await render({ keyword: 'GFP', status: 0 });
    expect(field().value).toBe('GFP-N1');
    expect(mounts).toBe(1);
  });
});
