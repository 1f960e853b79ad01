// @vitest-environment happy-dom
// A console table's rows hydrate a few at a time (table-rows-in-parts.tsx): the server's HTML is kept as
// drawn, each run of rows commits apart from the table, and a button in the last run answers.
import { Button, Table } from 'antd';
import { Profiler, act, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { wideTable } from './console-table.ts';
import { ROWS_PER_PART, rowParts } from './table-rows-in-parts.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id: number;
  title: string;
}

let root: Root | null = null;
let host: HTMLDivElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

// Each row's cell says when it mounted; the Profiler closes a commit. So `commits` lists, commit by
// commit, the rows that hydrated in it (antd's own later re-renders mount no rows and list nothing).
function Mounted({ id, onMount }: { id: number; onMount: (id: number) => void }) {
  useLayoutEffect(() => {
    onMount(id);
  }, [id, onMount]);
  return null;
}

function ProductTable({
  rows,
  parts,
  onEdit,
  onMount,
  onCommit,
}: {
  rows: Row[];
  parts: boolean;
  onEdit: (id: number) => void;
  onMount: (id: number) => void;
  onCommit: () => void;
}) {
  const table = wideTable(600);
  return (
    <Profiler id="table" onRender={onCommit}>
      <Table<Row>
        rowKey="id"
        dataSource={rows}
        pagination={false}
        {...(parts ? table : { className: table.className, style: table.style })}
        columns={[
          { title: '名称', key: 'title', render: (_, row) => <>{row.title}<Mounted id={row.id} onMount={onMount} /></> },
          { title: '操作', key: 'edit', render: (_, row) => <Button onClick={() => onEdit(row.id)}>编辑 {row.title}</Button> },
        ]}
      />
    </Profiler>
  );
}

async function hydrate(count: number, parts: boolean) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `产品${i + 1}` }));
  const edited: number[] = [];
  const errors: string[] = [];
  let mounting: number[] = [];
  const commits: number[][] = [];
  const onMount = (id: number) => mounting.push(id);
  const onCommit = () => {
    if (mounting.length > 0) commits.push(mounting);
    mounting = [];
  };
  const page = <ProductTable rows={rows} parts={parts} onEdit={(id) => edited.push(id)} onMount={onMount} onCommit={onCommit} />;
  const container = document.createElement('div');
  host = container;
  document.body.append(container);
  container.innerHTML = renderToString(page);
  const drawn = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(String(error)) });
  });
  return { drawn, commits, edited, errors, container };
}

describe('rowParts', () => {
  it('cuts rows into runs of five in order, the last run shorter', () => {
    expect(rowParts([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12]]);
    expect(rowParts([], 5)).toEqual([]);
  });
});

describe('a console table drawn on the server', () => {
  it('hydrates its rows in runs of five, each a commit of its own, and keeps the HTML as drawn', async () => {
    const { drawn, commits, errors, container } = await hydrate(12, true);
    expect(errors).toEqual([]);
    // The table with its first run, then the second and the third.
    expect(commits).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12]]);
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(12);
    expect(container.innerHTML).toBe(drawn);
  });

  it('was one commit without the parts', async () => {
    const { commits, errors } = await hydrate(12, false);
    expect(errors).toEqual([]);
    expect(commits).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]);
  });

  it('answers a click on a row of the last run', async () => {
    const { edited, container } = await hydrate(12, true);
    const last = [...container.querySelectorAll('button')].find((button) => button.textContent?.includes('产品12'));
    await act(async () => last?.click());
    expect(edited).toEqual([12]);
  });

  it('leaves a short table whole', async () => {
    const { commits, errors, container } = await hydrate(ROWS_PER_PART, true);
    expect(errors).toEqual([]);
    expect(commits).toEqual([[1, 2, 3, 4, 5]]);
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(ROWS_PER_PART);
  });
});
