// The plasmid form in a drawer: every field under the public detail page's blocks and labels (产品信息,
// 基本信息, 质粒属性, 功能介绍, 质粒介绍, 质粒图谱, 质粒序列), plus 排序 and 状态. 添加 creates, 保存 sends
// every field (the server records only what changed). The two introductions are edited in the
// rich-text editor; the server cleans their HTML exactly as the public page shows it. The map picture
// uploads through the media call.
import { Button, Drawer, Empty, Form, Input, InputNumber, Radio, Select, Space, Spin, Typography, message } from 'antd';
import { useState } from 'react';
import { adminPlasmidApi } from '../../../../contracts/api/admin/content-plasmids.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { PLASMID_ADMIN_MESSAGES, PLASMID_CHOICE_FIELDS, PLASMID_TEXT_FIELDS, plasmidTextColumns } from '../../../../contracts/plasmid-admin.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import type { PlasmidEditing } from './plasmid-list-query.ts';
import { PreviewButton } from './content-parts.tsx';
import { PlasmidSequenceField } from './plasmid-sequence.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { HistoryButton } from '../versions/history-drawer.tsx';
import { RichTextField } from './rich-text-field.tsx';

type Detail = EndpointData<typeof adminPlasmidApi.detail>;
type Values = Record<string, unknown>;

const label = (column: string) => PLASMID_TEXT_FIELDS.find(([key]) => key === column)?.[1] ?? column;
// The text fields of each block in the detail page's order; 备注 is a longer text of its own.
const PRODUCT = plasmidTextColumns('product');
const BASIC = plasmidTextColumns('basic').filter((column) => column !== 'remark');
const PROPERTY_TEXTS = plasmidTextColumns('properties');

/**
 * The English site's text (decision 0033), beside the Chinese field of the same name. Names, item
 * numbers, elements, sizes and primers are shared notation and have no English column.
 */
const ENGLISH = [
  ['en_specification', 'specification'],
  ['en_classification', 'classification'],
  ['en_nuclear_resistance', 'nuclear_resistance'],
  ['en_eukaryotic_resistance', 'eukaryotic_resistance'],
  ['en_culture_condition', 'culture_condition'],
  ['en_expression_host', 'expression_host'],
  ['en_selection_marker', 'selection_marker'],
  ['en_induced_way', 'induced_way'],
] as const;

const EMPTY: Values = { status: 1, sort: 0, sequence: '', features: [] };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="plasmid-editor__section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function MapPicture() {
  return (
    <Form.Item name="profile" label={label('profile')} extra="有序列时公开页显示可交互图谱；没有序列时显示这张图片。">
      <ImageUploadField purpose="plasmid" />
    </Form.Item>
  );
}

function PlasmidForm({ initial, editing, onSaved }: { initial: Values; editing: PlasmidEditing; onSaved: (row: Detail) => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function save(values: Values) {
    setSaving(true);
    try {
      const body = { ...values, ...(editing === 'new' ? {} : { id: editing }) };
      const row = editing === 'new' ? await api.call(adminPlasmidApi.create, {}, { body }) : await api.call(adminPlasmidApi.update, {}, { body });
      void message.success(editing === 'new' ? PLASMID_ADMIN_MESSAGES.created : PLASMID_ADMIN_MESSAGES.saved);
      onSaved(row);
    } catch {
      // The client shows the refusal.
    } finally {
      setSaving(false);
    }
  }

  const text = (column: string) => (
    <Form.Item key={column} name={column} label={label(column)}>
      <Input />
    </Form.Item>
  );
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void save(values)} data-testid="plasmid-form" className="plasmid-editor">
      <Section title="产品信息">
        <Form.Item name="item_no" label="货号" rules={[{ required: true, whitespace: true, message: PLASMID_ADMIN_MESSAGES.itemNoRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="name" label="产品名称" rules={[{ required: true, whitespace: true, message: PLASMID_ADMIN_MESSAGES.nameRequired }]}>
          <Input maxLength={200} />
        </Form.Item>
        {PRODUCT.map(text)}
      </Section>
      <Section title="基本信息">
        {BASIC.map(text)}
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Section>
      <Section title="质粒属性">
        {PLASMID_CHOICE_FIELDS.map((field) => (
          <Form.Item key={field.column} name={field.column} label={field.label} extra={field.filterTitle !== field.label ? `质粒列表的“${field.filterTitle}”筛选按此项` : undefined}>
            <Select allowClear placeholder="未设置" options={field.options.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
        ))}
        {PROPERTY_TEXTS.map(text)}
      </Section>
      <Section title="功能介绍">
        <Form.Item name="function_introduction" label="功能介绍">
          <RichTextField compact />
        </Form.Item>
      </Section>
      <Section title="质粒介绍">
        <Form.Item name="introduction" label="质粒介绍">
          <RichTextField compact />
        </Form.Item>
      </Section>
      <Section title="英文网站（English）">
        {ENGLISH.map(([column, chinese]) => (
          <Form.Item key={column} name={column} label={`English: ${label(chinese)}`}>
            <Input data-testid={`plasmid-${column}`} />
          </Form.Item>
        ))}
        <Form.Item name="en_remark" label={`English: ${label('remark')}`}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="en_function_introduction" label="English: 功能介绍">
          <RichTextField compact />
        </Form.Item>
        <Form.Item name="en_introduction" label="English: 质粒介绍">
          <RichTextField compact />
        </Form.Item>
      </Section>
      <Section title="质粒图谱">
        <MapPicture />
      </Section>
      <Section title="质粒序列">
        <PlasmidSequenceField />
      </Section>
      <Section title="发布">
        <Space wrap size="large">
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={999_999} precision={0} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group
              options={[
                { value: 1, label: '显示' },
                { value: 0, label: '隐藏（草稿）' },
              ]}
            />
          </Form.Item>
        </Space>
      </Section>
      <div className="plasmid-editor__actions">
        <Button type="primary" htmlType="submit" loading={saving} data-testid="plasmid-save">
          {editing === 'new' ? '添加' : '保存'}
        </Button>
      </div>
    </Form>
  );
}

/** The stored row as form values: nulls left out so the inputs start empty. */
function valuesOf(detail: Detail): Values {
  return Object.fromEntries(Object.entries(detail).filter(([, v]) => v !== null));
}

export function PlasmidEditor({ editing, onClose, onSaved }: { editing: PlasmidEditing; onClose: () => void; onSaved: (row: Detail) => void }) {
  const id = typeof editing === 'number' ? editing : 0;
  const detail = useApiData(adminPlasmidApi.detail, { id }, { enabled: id > 0 });
  let body: React.ReactNode = null;
  if (editing === 'new') body = <PlasmidForm key="new" initial={EMPTY} editing="new" onSaved={onSaved} />;
  else if (id > 0 && detail.status === 'failed') body = <Empty description="质粒不存在" />;
  else if (id > 0 && (detail.data === undefined || detail.data.id !== id)) body = <Spin />;
  else if (id > 0 && detail.data) body = <PlasmidForm key={`${id}-${detail.data.update_time}`} initial={valuesOf(detail.data)} editing={id} onSaved={onSaved} />;
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? '添加质粒' : '编辑质粒'}
      size="min(760px, 100vw)"
      destroyOnHidden
      extra={
        id > 0 ? (
          <Space>
            <PreviewButton entity="plasmid" id={id} />
            <HistoryButton entity="plasmids" id={id} onRestored={detail.reload} />
          </Space>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}
