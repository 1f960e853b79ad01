// antd's `<Table size="middle" scroll={{ x }} pagination={false}>` drawn without antd, for tables that
// are only shown (no sorting, selection or fixed columns): the same elements, classes and inline
// styles as antd's server render (pinned by plain-markup.test.tsx), so the critical CSS (decision
// 0028) styles it the same, while the page loads no antd Table code up front and its server render
// does not pay for antd's Table on every row (decision 0041).
import type { ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY } from './antd-theme.ts';

export interface PlainColumn<Row> {
  key: string;
  title: ReactNode;
  width?: number;
  /** antd's column `className`: on the heading and on every cell of the column. */
  className?: string;
  cell(row: Row): ReactNode;
}

export interface PlainTableProps<Row> {
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** antd's `loading`: the spinner over the rows while the next ones load. */
  busy: boolean;
  /** antd's `scroll.x`: the table's width inside a box that scrolls sideways. */
  scrollX: number;
  rowTestId?: string;
}

// The styles antd's Table writes inline for `scroll.x` and its hidden measure row.
const SCROLL_BOX = { overflowX: 'auto', overflowY: 'hidden' } as const;
const MEASURE_ROW = { height: 0 } as const;
const MEASURE_CELL = { paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 } as const;
const MEASURE_TEXT = { height: 0, overflow: 'hidden', fontWeight: 'bold' } as const;

/** antd's `<Spin>` the Table wraps itself in (and a list of cards, plain-record-cards.tsx): its dots while busy. */
export function PlainSpin({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className={`ant-spin${busy ? ' ant-spin-spinning' : ''} ${ANTD_CSS_VAR_KEY}`} aria-live="polite" aria-busy={busy}>
      {busy ? (
        <div className="ant-spin-section">
          <span className="ant-spin-dot-holder">
            <span className="ant-spin-dot ant-spin-dot-spin">
              <i className="ant-spin-dot-item" />
              <i className="ant-spin-dot-item" />
              <i className="ant-spin-dot-item" />
              <i className="ant-spin-dot-item" />
            </span>
          </span>
        </div>
      ) : null}
      <div className="ant-spin-container">{children}</div>
    </div>
  );
}

const cellClass = (column: { className?: string }) => (column.className ? `ant-table-cell ${column.className}` : 'ant-table-cell');

export function PlainTable<Row>({ columns, rows, rowKey, busy, scrollX, rowTestId }: PlainTableProps<Row>) {
  // rc-table writes <col> elements only up to the last column with a width (no <colgroup> when none has one).
  const sized = columns.slice(0, columns.findLastIndex((column) => column.width !== undefined) + 1);
  return (
    <div className={`${ANTD_CSS_VAR_KEY} ant-table-css-var ant-table-wrapper`}>
      <PlainSpin busy={busy}>
        <div className={`ant-table ant-table-medium ${ANTD_CSS_VAR_KEY} ant-table-css-var ant-table-fix-start-shadow ant-table-fix-end-shadow ant-table-scroll-horizontal`}>
          <div className="ant-table-container">
            <div style={SCROLL_BOX} className="ant-table-content">
              <table style={{ width: scrollX, minWidth: '100%', tableLayout: 'auto' }}>
                {sized.length > 0 ? (
                  <colgroup>
                    {sized.map((column) => (
                      <col key={column.key} style={column.width === undefined ? undefined : { width: column.width }} />
                    ))}
                  </colgroup>
                ) : null}
                <thead className="ant-table-thead">
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} className={cellClass(column)} scope="col">
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="ant-table-tbody">
                  <tr aria-hidden="true" className="ant-table-measure-row" style={MEASURE_ROW}>
                    {columns.map((column) => (
                      <td key={column.key} style={MEASURE_CELL}>
                        <div style={MEASURE_TEXT}>{column.title}</div>
                      </td>
                    ))}
                  </tr>
                  {rows.map((row) => (
                    <tr key={rowKey(row)} data-testid={rowTestId} className="ant-table-row ant-table-row-level-0" data-row-key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.key} className={cellClass(column)}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </PlainSpin>
    </div>
  );
}
