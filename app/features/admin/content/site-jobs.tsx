// 招聘: job postings of both kinds (hidden ones too), filtered by type and title in the URL
// (/admin/content/jobs?type=1&keyword=实验&page=2); add and edit in a drawer, hide/show, delete; ticked
// rows together (the bulk bar) and 导出 CSV / Excel of every posting the filters match.
import { Button, Divider, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useCallback } from 'react';
import type { z } from 'zod';
import { adminSiteApi, type adminJob } from '../../../../contracts/api/admin/content-site.ts';
import { JOB_TYPE_LABELS, jobFieldShapes as f } from '../../../../contracts/content-site.ts';
import { formatDateTime } from '../../../../contracts/order.ts';
import { api } from '../../../api/client.ts';
import type { ApiData } from '../../../api/use-api-data.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { BulkBar, ExportButtons, useRowSelection } from '../bulk-bar.tsx';
import { PreviewButton } from './content-parts.tsx';
import { ScheduleFields, scheduleFormValues } from './schedule-fields.tsx';
import { FlagSwitch, FormDrawer, useItemForm } from './console-form.tsx';
import { useFormSave } from '../use-save.ts';
import { RichTextField } from './rich-text-field.tsx';
import { wideTable, STICKY_END_COLUMN } from '../console-table.ts';

export type Job = z.infer<typeof adminJob>;
export const JOB_PAGE_SIZE = 20;
const TYPE_OPTIONS = [0, 1].map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));

export interface JobFilters {
  type?: number;
  keyword?: string;
  page?: number;
}

export function parseJobFilters(search: URLSearchParams): JobFilters {
  const type = search.get('type');
  const page = Number(search.get('page') ?? '');
  return {
    type: type === '0' || type === '1' ? Number(type) : undefined,
    keyword: search.get('keyword')?.trim().slice(0, 50) || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function jobFiltersSearch(filters: JobFilters): string {
  const search = new URLSearchParams();
  if (filters.type !== undefined) search.set('type', String(filters.type));
  if (filters.keyword) search.set('keyword', filters.keyword);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search.toString();
}

export function JobTable({ jobs, filters, onFilters, onEdit }: { jobs: ApiData<{ data: Job[]; total: number }>; filters: JobFilters; onFilters: (f: JobFilters) => void; onEdit: (job: Job) => void }) {
  const act = (work: Promise<unknown>) => work.then(jobs.reload).catch(() => undefined);
  const selection = useRowSelection<number>(JSON.stringify(filters));
  const bulk = (action: 'show' | 'hide' | 'delete') => () => api.call(adminSiteApi.bulkJobs, {}, { body: { action, ids: selection.keys } });
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select allowClear placeholder="全部类型" aria-label="类型" style={{ width: 140 }} value={filters.type} options={TYPE_OPTIONS} onChange={(type?: number) => onFilters({ ...filters, type, page: 1 })} />
        <Input.Search key={filters.keyword ?? ''} allowClear placeholder="职位名称" defaultValue={filters.keyword} style={{ width: 220 }} onSearch={(keyword) => onFilters({ ...filters, keyword: keyword.trim() || undefined, page: 1 })} />
        <ExportButtons endpoint={adminSiteApi.exportJobs} params={{ type: filters.type, keyword: filters.keyword }} fallbackName="jobs" />
      </Space>
      <BulkBar
        count={selection.keys.length}
        noun="职位"
        onClear={selection.clear}
        onDone={jobs.reload}
        actions={[
          { key: 'show', label: '显示', run: bulk('show') },
          { key: 'hide', label: '隐藏', run: bulk('hide') },
          { key: 'delete', label: '删除', danger: true, warning: '删除后不可恢复。', run: bulk('delete') },
        ]}
      />
      <Table<Job>
        rowKey="id"
        rowSelection={selection.rowSelection}
        size="middle"
        loading={jobs.status === 'loading' && jobs.data === undefined}
        dataSource={jobs.data?.data ?? []}
        {...wideTable(1250)}
        pagination={{ current: filters.page ?? 1, pageSize: JOB_PAGE_SIZE, total: jobs.data?.total ?? 0, showSizeChanger: false, onChange: (page) => onFilters({ ...filters, page }) }}
        columns={[
          { title: '职位名称', dataIndex: 'title', width: 260 },
          { title: '类型', dataIndex: 'type', width: 100, render: (t: number) => JOB_TYPE_LABELS[t] },
          { title: '类别', dataIndex: 'leixing', width: 100 },
          { title: '工作地点', dataIndex: 'didian', width: 110 },
          { title: '人数', dataIndex: 'renshu', width: 70 },
          { title: '发布时间', dataIndex: 'create_time', width: 170, render: (v: string) => formatDateTime(v) },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: number) => (s ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
          {
            title: '操作',
            key: 'a',
            width: 230,
            ...STICKY_END_COLUMN,
            render: (_v, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => onEdit(row)}>
                  编辑
                </Button>
                <PreviewButton entity="job" id={row.id} size="small" type="link" />
                <Button type="link" size="small" onClick={() => void act(api.call(adminSiteApi.setJobStatus, {}, { body: { id: row.id, status: row.status ? 0 : 1 } }))}>
                  {row.status ? '隐藏' : '显示'}
                </Button>
                <Popconfirm title={`删除职位「${row.title}」？`} okText="删除" cancelText="取消" onConfirm={() => act(api.call(adminSiteApi.deleteJob, { id: row.id }))}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

/** A new posting: social recruitment, shown. */
const NEW_JOB = { type: 0, sort: 0, status: 1 };

export function JobDrawer({ job, onClose, onSaved }: { job: Job | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const editing = job !== null && job !== 'new' ? job : null;
  const values = useCallback(() => (editing ? { ...editing, ...scheduleFormValues(editing) } : NEW_JOB), [editing]);
  const form = useItemForm(job !== null, values);
  const { saving, submit } = useFormSave(form, async (payload) => {
    if (editing) await api.call(adminSiteApi.updateJob, {}, { body: { ...payload, id: editing.id } });
    else await api.call(adminSiteApi.createJob, {}, { body: payload });
    onSaved();
  });

  return (
    <FormDrawer
      open={job !== null}
      title={job === 'new' ? '添加职位' : '编辑职位'}
      width="min(720px, 100vw)"
      onClose={onClose}
      form={form}
      name="job_edit"
      saved={editing && { id: editing.id, preview: 'job', history: 'job_postings', onRestored: onSaved }}
      saving={saving}
      onSave={submit}
    >
      <Form.Item name="title" label="职位名称" rules={[zodRule(f.title)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="type" label="招聘类型" rules={[zodRule(f.type)]}>
        <Select options={TYPE_OPTIONS} />
      </Form.Item>
      <Space size="middle" wrap>
        <Form.Item name="leixing" label="类别">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="didian" label="工作地点">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="renshu" label="招聘人数">
          <Input maxLength={20} />
        </Form.Item>
      </Space>
      <Form.Item name="body" label="职位描述">
        <RichTextField />
      </Form.Item>
      {/* The English posting (decision 0033), beside the Chinese: empty means the English site says it has none. */}
      <Divider>英文网站（English）</Divider>
      <Form.Item name="en_title" label="English title" rules={[zodRule(f.en_title)]}>
        <Input maxLength={100} data-testid="job-en-title" />
      </Form.Item>
      <Space size="middle" wrap>
        <Form.Item name="en_leixing" label="English category" rules={[zodRule(f.en_leixing)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="en_didian" label="English location" rules={[zodRule(f.en_didian)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="en_renshu" label="English openings" rules={[zodRule(f.en_renshu)]}>
          <Input maxLength={20} />
        </Form.Item>
      </Space>
      <Form.Item name="en_body" label="English description" rules={[zodRule(f.en_body)]}>
        <RichTextField />
      </Form.Item>
      <Space size="large">
        <Form.Item name="sort" label="排序" rules={[zodRule(f.sort)]}>
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <FlagSwitch name="status" label="显示" />
      </Space>
      <ScheduleFields testId="job" />
    </FormDrawer>
  );
}
