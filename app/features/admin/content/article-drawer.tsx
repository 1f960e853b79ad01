// 添加文章 / 编辑文章: every field of an article — category, title, picture, summary, the body in the
// rich-text editor, keywords, 推荐服务 / 明星产品, order and status (隐藏 = a draft, seen only through 预览).
// The rules are the contract's, so the form says what the server would refuse. After a save the drawer
// stays on the saved article (a new one can be previewed at once).
import { Button, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch, message } from 'antd';
import { useEffect, useState } from 'react';
import { adminArticleApi } from '../../../../contracts/api/admin/content-articles.ts';
import { articleFields } from '../../../../contracts/content-articles.ts';
import type { EndpointData } from '../../../../contracts/endpoint.ts';
import { api } from '../../../api/client.ts';
import { zodRule } from '../../auth/zod-rule.ts';
import { PreviewButton, categoryOptions, type ContentCategory } from './content-parts.tsx';
import { ImageUploadField } from './image-upload-field.tsx';
import { RichTextField } from './rich-text-field.tsx';

export type ArticleRow = EndpointData<typeof adminArticleApi.list>['data'][number];

const fields = articleFields.shape;
const flagProps = { getValueProps: (v: unknown) => ({ checked: v === 1 }), normalize: (checked: boolean) => (checked ? 1 : 0) };

const EMPTY = { tid: undefined, title: '', litpic: '', description: '', body: '', keywords: '', is_tuijian: 0, is_mingxing: 0, sort: 0, status: 1 };

/** `article`: null closed, 'new' adding, a row editing. */
export function ArticleDrawer({
  article,
  categories,
  onClose,
  onSaved,
}: {
  article: ArticleRow | 'new' | null;
  categories: readonly ContentCategory[];
  onClose: () => void;
  onSaved: (row: ArticleRow) => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const editing = article !== null && article !== 'new' ? article : null;

  useEffect(() => {
    if (article === null) return;
    form.resetFields();
    form.setFieldsValue(editing ?? EMPTY);
  }, [article, editing, form]);

  async function submit() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const row = editing
        ? await api.call(adminArticleApi.update, {}, { body: { ...values, id: editing.id } })
        : await api.call(adminArticleApi.add, {}, { body: values });
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
      open={article !== null}
      onClose={onClose}
      title={editing ? `编辑文章：${editing.title}` : '添加文章'}
      size="min(960px, 100vw)"
      destroyOnHidden
      extra={
        <Space>
          {editing ? <PreviewButton entity="article" id={editing.id} /> : null}
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)} data-testid="article-save">
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" name="article" data-testid="article-form">
        <Form.Item name="tid" label="栏目" rules={[zodRule(fields.tid)]} extra="服务详情页（/dynamicDetail）显示栏目下的第一篇；产品栏目（/productService）显示全部">
          <Select showSearch={{ optionFilterProp: 'label' }} options={categoryOptions(categories)} placeholder="请选择栏目" />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[zodRule(fields.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="litpic" label="缩略图" rules={[zodRule(fields.litpic)]}>
          <ImageUploadField purpose="article" />
        </Form.Item>
        <Form.Item name="description" label="简介" rules={[zodRule(fields.description)]} extra="推荐服务与明星产品卡片上显示">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="body" label="正文" rules={[zodRule(fields.body)]} extra="产品页的“立即购买”按钮：工具栏“购买按钮”（链接 class 为 product-buy）">
          <RichTextField buyButton />
        </Form.Item>
        <Form.Item name="keywords" label="关键词" rules={[zodRule(fields.keywords)]}>
          <Input maxLength={200} placeholder="用逗号分隔" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="is_tuijian" label="推荐服务" {...flagProps}>
            <Switch />
          </Form.Item>
          <Form.Item name="is_mingxing" label="明星产品" {...flagProps}>
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label="排序（小的在前）" rules={[zodRule(fields.sort)]}>
            <InputNumber min={0} max={9999} precision={0} />
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
