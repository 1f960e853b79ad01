// The plain components draw antd's markup without antd (decision 0029, 0041): their server HTML must
// be what antd's own components render with the site's settings, or the critical CSS (decision 0028)
// would style them otherwise. Attribute order aside, the HTML is compared whole.
import { SearchOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, ConfigProvider, Input, Select, Spin, Table } from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_THEME } from './antd-theme.ts';
import { SITE_BUTTONS } from './button-config.tsx';
import { PlainButton } from './plain-button.tsx';
import { PlainClearableInput } from './plain-clearable-input.tsx';
import { PlainRecordCards } from './plain-record-cards.tsx';
import { PlainSelect } from './plain-select.tsx';
import { PlainTable, type PlainColumn } from './plain-table.tsx';
import { fence } from '../../test/fences/fence.ts';

/**
 * The HTML with each tag's attributes sorted, so only elements, attributes and text count, and each
 * icon's SVG left out: the site's icons point into a sprite where antd's carry their paths
 * (plain-icons.tsx; plain-icons.test.tsx holds the two to the same span and paths).
 */
const normalised = (html: string) =>
  html.replace(/<svg\b[^>]*>[\s\S]*?<\/svg>/g, '<svg/>').replace(/<([a-z]+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*(\/?)>/g, (_tag, name: string, attributes: string, close: string) => {
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
/** A fence (docs/rendering.md): an antd upgrade that changes this markup fails here, naming the assumption. */
const expectAntdMarkup = (plain: string) =>
  expect(plain, fence('A8', 'antd’s server markup for the site’s settings is the HTML the plain-* component writes (elements, classes, attributes)'));

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
      expectAntdMarkup(plainHtml(<PlainTable columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} busy={busy} scrollX={1100} rowTestId="row" />)).toBe(antd);
    });
  }

  it("PlainSelect is antd's closed Select", () => {
    const options = [
      { value: 'all', label: '全部' },
      { value: 'lentivirus', label: '慢病毒' },
    ];
    const props = { id: 'plasmid-filter-host', className: 'plasmid-filter__select', value: 'lentivirus', options, 'data-testid': 'host' };
    expectAntdMarkup(plainHtml(<PlainSelect {...props} onChange={() => undefined} />)).toBe(antdHtml(<Select {...props} />));
  });

  it("PlainSelect with showSearch is antd's pagination size changer", () => {
    const props = { className: 'ant-pagination-options-size-changer-select', value: '10', options: [{ value: '10', label: '10 条/页' }], 'aria-label': '页码' };
    // Without an id antd takes one from useId: the size changer's box gets the same one in both.
    expectAntdMarkup(plainHtml(<PlainSelect {...props} id="size" onChange={() => undefined} showSearch />)).toBe(antdHtml(<Select {...props} id="size" showSearch />));
  });

  it("PlainButton is antd's Button (submit with an icon, disabled)", () => {
    expectAntdMarkup(plainHtml(<PlainButton type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>搜索</PlainButton>)).toBe(
      antdHtml(
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          搜索
        </Button>,
      ),
    );
    expectAntdMarkup(plainHtml(<PlainButton disabled>重置筛选</PlainButton>)).toBe(antdHtml(<Button disabled>重置筛选</Button>));
  });

  it("PlainTable with column classes is antd's Table as /techService sets it (tableLayout auto)", () => {
    const classed = COLUMNS.map((column) => ({ ...column, className: `t__${column.key}` }));
    const antd = antdHtml(
      <Table<Row>
        rowKey="id"
        columns={classed.map((column) => ({ key: column.key, title: column.title, className: column.className, render: (_value: unknown, row: Row) => column.cell(row) }))}
        dataSource={ROWS}
        pagination={false}
        size="middle"
        tableLayout="auto"
        scroll={{ x: 840 }}
        onRow={() => ({ 'data-testid': 'row' }) as React.HTMLAttributes<HTMLElement>}
      />,
    );
    const plain = classed.map(({ width: _width, ...column }) => column);
    expectAntdMarkup(plainHtml(<PlainTable columns={plain} rows={ROWS} rowKey={(row) => row.id} busy={false} scrollX={840} rowTestId="row" />)).toBe(antd);
  });

  it("PlainButton small with a label is antd's small Button", () => {
    const icon = <ShoppingCartOutlined aria-hidden />;
    expectAntdMarkup(plainHtml(<PlainButton type="primary" size="small" icon={icon} aria-label="订购 HeLa" data-testid="order-button">订购</PlainButton>)).toBe(
      antdHtml(
        <Button type="primary" size="small" icon={icon} aria-label="订购 HeLa" data-testid="order-button">
          订购
        </Button>,
      ),
    );
  });

  for (const value of ['', 'HeLa']) {
    it(`PlainClearableInput is antd's Input with allowClear (${value ? 'a value' : 'empty'})`, () => {
      const props = { name: 'keyword', defaultValue: value, placeholder: '搜索本类产品', 'aria-label': '搜索本类产品', maxLength: 100 };
      expectAntdMarkup(plainHtml(<PlainClearableInput {...props} />)).toBe(antdHtml(<Input {...props} allowClear />));
    });
  }

  it("PlainRecordCards is record-cards.tsx's antd Cards in antd's Spin", () => {
    const card = { key: 7, title: 'pLenti-A', status: <span>¥100</span>, fields: [{ label: '物种', value: '人' }], actions: <a href="/x">订购</a> };
    const antd = antdHtml(
      <Spin spinning={false}>
        <ul className="record-cards">
          <li>
            <Card size="small" className="record-cards__card" data-testid="row" title={<span className="record-cards__title">{card.title}</span>} extra={card.status}>
              <dl className="record-cards__fields">
                <div className="record-cards__field">
                  <dt>物种</dt>
                  <dd>人</dd>
                </div>
              </dl>
              <div className="record-cards__actions">{card.actions}</div>
            </Card>
          </li>
        </ul>
      </Spin>,
    );
    expectAntdMarkup(plainHtml(<PlainRecordCards cards={[card]} cardTestId="row" />)).toBe(antd);
  });
});
