// 添加新闻 / 编辑新闻: news and technical documents — category (新闻中心 / 技术资料), title, publication
// date, picture (uploaded through the media call or typed), summary, the body in the rich-text editor,
// keywords, 首页显示 and status (隐藏 = a draft, seen only through 预览). After a save the drawer stays
// on the saved item.
import { Button, Drawer, Form, Input, Radio, Select, Space, Switch, message } from 'antd';
import { useEffect, useState } from 'react';
import { adminNewsApi } from '../../../../contracts/api/admin/content-articles.ts';
import { newsFields } from '../../../../contracts/content-articles.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { api } from '../../../api/client.ts';
import { zodRule } from '../../auth/zod-rule.ts';
import { PreviewButton, categoryOptions, type ContentCategory } from './content-parts.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { formatTime } from '../console-time.ts';

export type NewsRow = EndpointData<typeof adminNewsApi.list>['data'][number];

const fields = newsFields.shape;
const flagProps = { getValueProps: (v: unknown) => ({ checked: v === 1 }), normalize: (checked: boolean) => (checked ? 1 : 0) };

const EMPTY = { tid: undefined, title: '', litpic: '', description: '', body: '', keywords: '', is_index: 0, status: 1, create_time: '' };

/** `news`: null closed, 'new' adding, a row editing. */
export function NewsDrawer({
  news: item,
  categories,
  onClose,
  onSaved,
}: {
  news: NewsRow | 'new' | null;
  categories: readonly ContentCategory[];
  onClose: () => void;
  onSaved: (row: NewsRow) => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = item !== null && item !== 'new' ? item : null;

  useEffect(() => {
    if (item === null) return;
    form.resetFields();
    form.setFieldsValue(editing ? { ...editing, create_time: formatTime(editing.create_time) } : EMPTY);
  }, [item, editing, form]);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const row = editing
        ? await api.call(adminNewsApi.update, {}, { body: { ...values, id: editing.id } })
        : await api.call(adminNewsApi.add, {}, { body: values });
      void message.success(editing ? '已保存' : '已添加');
      onSaved(row);
    } catch {
      // The refusal is shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title={editing ? `编辑新闻：${editing.title}` : '添加新闻'}
      size="min(960px, 100vw)"
      destroyOnHidden
      extra={
        <Space>
          {editing ? <PreviewButton entity="news" id={editing.id} /> : null}
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)} data-testid="news-save">
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="news" data-testid="news-form">
        <Form.Item name="tid" label="栏目" rules={[zodRule(fields.tid)]} extra="新闻中心或技术资料">
          <Select showSearch={{ optionFilterProp: 'label' }} options={categoryOptions(categories)} placeholder="请选择栏目" />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[zodRule(fields.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="create_time" label="发布时间" rules={[zodRule(fields.create_time)]} extra="如 2026-03-05 或 2026-03-05 09:30（北京时间）；添加时留空为当前时间">
          <Input placeholder="YYYY-MM-DD HH:mm" style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="litpic" label="图片" rules={[zodRule(fields.litpic)]}>
          <ImageUploadField purpose="news" />
        </Form.Item>
        <Form.Item name="description" label="摘要" rules={[zodRule(fields.description)]} extra="新闻列表中显示">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="body" label="正文" rules={[zodRule(fields.body)]}>
          <RichTextField />
        </Form.Item>
        <Form.Item name="keywords" label="关键词" rules={[zodRule(fields.keywords)]}>
          <Input maxLength={200} placeholder="用逗号分隔" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="is_index" label="首页显示" {...flagProps}>
            <Switch />
          </Form.Item>
          <Form.Item name="status" label="状态" rules={[zodRule(fields.status)]}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 1, label: '显示' },
                { value: 0, label: '隐藏（草稿）' },
              ]}
            />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
