// The plain components draw antd's markup without antd (decision 0029, 0041): their server HTML must
// be what antd's own components render with the site's settings, or the critical CSS (decision 0028)
// would style them otherwise. Attribute order aside, the HTML is compared whole.
import { SearchOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Select, Table } from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_THEME } from './antd-theme.ts';
import { SITE_BUTTONS } from './button-config.tsx';
import { PlainButton } from './plain-button.tsx';
import { PlainSelect } from './plain-select.tsx';
import { PlainTable, type PlainColumn } from './plain-table.tsx';

/** The HTML with each tag's attributes sorted, so only elements, attributes and text count. */
const normalised = (html: string) =>
  html.replace(/<([a-z]+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_tag, name: string, attributes: string, close: string) => {
    const sorted = (attributes.match(/[\w-]+(?:="[^"]*")?/g) ?? []).toSorted();
    return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${close}>`;
  });
const antdHtml = (element: ReactElement) =>
  normalised(
    renderToStaticMarkup(
      <ConfigProvider theme={SITE_THEME} button={SITE_BUTTONS}>
        {element}
      </ConfigProvider>,
    ),
  );
const plainHtml = (element: ReactElement) => normalised(renderToStaticMarkup(element));

interface Row {
  id: number;
  name: string;
  host: string;
}
const ROWS: Row[] = [
  { id: 7, name: 'pLenti-A', host: '慢病毒' },
  { id: 9, name: 'pCas9', host: '哺乳动物' },
];
const COLUMNS: PlainColumn<Row>[] = [
  { key: 'action', title: '操作', width: 96, cell: (row) => <a href={`/d?listId=${row.id}`}>查看详情</a> },
  { key: 'name', title: '产品名称', width: 200, cell: (row) => <span data-testid="name">{row.name}</span> },
  { key: 'host', title: '质粒宿主', cell: (row) => <span data-column="host">{row.host}</span> },
];

describe('antd markup without antd', () => {
  for (const busy of [false, true]) {
    it(`PlainTable is antd's Table (scroll.x, middle, no pagination${busy ? ', loading' : ''})`, () => {
      const antd = antdHtml(
        <Table<Row>
          rowKey="id"
          columns={COLUMNS.map((column) => ({ key: column.key, title: column.title, width: column.width, render: (_value: unknown, row: Row) => column.cell(row) }))}
          dataSource={ROWS}
          pagination={false}
          loading={busy}
          size="middle"
          scroll={{ x: 1100 }}
          onRow={() => ({ 'data-testid': 'row' }) as React.HTMLAttributes<HTMLElement>}
        />,
      );
      expect(plainHtml(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} busy={busy} scrollX={1100} rowTestId="row" />)).toBe(antd);
    });
  }

  it("PlainSelect is antd's closed Select", () => {
    const options = [
      { value: 'all', label: '全部' },
      { value: 'lentivirus', label: '慢病毒' },
    ];
    const props = { id: 'plasmid-filter-host', className: 'plasmid-filter__select', value: 'lentivirus', options, 'data-testid': 'host' };
    expect(plainHtml(<PlainSelect {...props} onChange={() => undefined} />)).toBe(antdHtml(<Select {...props} />));
  });

  it("PlainSelect with showSearch is antd's pagination size changer", () => {
    const props = { className: 'ant-pagination-options-size-changer-select', value: '10', options: [{ value: '10', label: '10 条/页' }], 'aria-label': '页码' };
    // Without an id antd takes one from useId: the size changer's box gets the same one in both.
    expect(plainHtml(<PlainSelect {...props} id="size" onChange={() => undefined} showSearch />)).toBe(antdHtml(<Select {...props} id="size" showSearch />));
  });

  it("PlainButton is antd's Button (submit with an icon, disabled)", () => {
    expect(plainHtml(<PlainButton type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>搜索</PlainButton>)).toBe(
      antdHtml(
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          搜索
        </Button>,
      ),
    );
    expect(plainHtml(<PlainButton disabled>重置筛选</PlainButton>)).toBe(antdHtml(<Button disabled>重置筛选</Button>));
  });
});
