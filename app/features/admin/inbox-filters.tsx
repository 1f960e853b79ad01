// The inbox's filter bar. Selects and the date range apply at once; the two text fields apply on 查询
// (or Enter). Every change goes to the URL (inbox-query.ts) and back to page 1. The page keys this bar
// by the URL's text filters, so back/forward and 重置 start it afresh from the URL. 导出 Excel downloads
// the list as filtered now.
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { INBOX_KINDS, INBOX_KIND_LABELS } from '../../../contracts/inbox.ts';
import type { InboxFilters } from './inbox-query.ts';

const DAY = 'YYYY-MM-DD';

export interface Assignee {
  id: number;
  name: string;
}

export function InboxFiltersBar({
  filters,
  assignees,
  onChange,
  onExport,
  exporting,
}: {
  filters: InboxFilters;
  assignees: Assignee[];
  onChange: (next: InboxFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [product, setProduct] = useState(filters.product ?? '');
  const [keyword, setKeyword] = useState(filters.keyword ?? '');

  const apply = (change: Partial<InboxFilters>) =>
    onChange({ ...filters, product: product.trim() || undefined, keyword: keyword.trim() || undefined, ...change, page: undefined });

  return (
    <Form layout="vertical" className="console-toolbar" onFinish={() => apply({})} data-testid="inbox-filters">
      <Form.Item label="类型" htmlFor="inbox-filter-kind">
        <Select
          id="inbox-filter-kind"
          allowClear
          placeholder="全部类型"
          style={{ width: 130 }}
          value={filters.kind}
          options={INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }))}
          onChange={(kind) => apply({ kind })}
        />
      </Form.Item>
      <Form.Item label="处理状态" htmlFor="inbox-filter-handled">
        <Select
          id="inbox-filter-handled"
          allowClear
          placeholder="全部"
          style={{ width: 110 }}
          value={filters.handled}
          options={[
            { value: 0, label: '未处理' },
            { value: 1, label: '已处理' },
          ]}
          onChange={(handled) => apply({ handled })}
        />
      </Form.Item>
      <Form.Item label="负责人" htmlFor="inbox-filter-assignee">
        <Select
          id="inbox-filter-assignee"
          allowClear
          placeholder="全部"
          style={{ width: 130 }}
          value={filters.assignee_id}
          options={assignees.map((a) => ({ value: a.id, label: a.name }))}
          onChange={(assignee_id) => apply({ assignee_id })}
        />
      </Form.Item>
      <Form.Item label="产品/服务" htmlFor="inbox-filter-product">
        <Input id="inbox-filter-product" allowClear placeholder="名称、货号或 ID" style={{ width: 170 }} value={product} onChange={(e) => setProduct(e.target.value)} />
      </Form.Item>
      <Form.Item label="关键词" htmlFor="inbox-filter-keyword">
        <Input id="inbox-filter-keyword" allowClear placeholder="姓名、邮箱、电话或单位" style={{ width: 190 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </Form.Item>
      <Form.Item label="提交日期" htmlFor="inbox-filter-dates">
        <DatePicker.RangePicker
          id={{ start: 'inbox-filter-dates' }}
          value={filters.from && filters.to ? [dayjs(filters.from, DAY), dayjs(filters.to, DAY)] : null}
          onChange={(range) => apply({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      <Button
        onClick={() => {
          setProduct('');
          setKeyword('');
          onChange({});
        }}
      >
        重置
      </Button>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
        导出 Excel
      </Button>
    </Form>
  );
}
