// 添加栏目 / 编辑栏目: every field of a category, the type deciding which ones show (types 9/10 their
// product kind; service and product pages their texts). Rules come from the contract, so the form
// says what the server would refuse.
import { Divider, Form, Input, InputNumber, Select, Space, TreeSelect } from 'antd';
import { useCallback } from 'react';
import { adminSiteApi } from '../../../../contracts/api/admin/content-site.ts';
import { TECH_MOLDS } from '../../../../contracts/content.ts';
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES, SITE_MESSAGES, TECH_MOLDS_LABELS, categoryFieldShapes as f, categoryFieldsFor } from '../../../../contracts/content-site.ts';
import { api } from '../../../api/client.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { FlagSwitch, FormDrawer, useItemForm } from './console-form.tsx';
import { useFormSave } from '../use-save.ts';
import { parentOptions, type AdminCategory, type CategoryTreeRow } from './site-category-tree.ts';

/** What the drawer edits: an existing category, or a new one under `pid`. */
export type CategoryDraft = { category: AdminCategory } | { pid: number };

const TYPE_OPTIONS = CATEGORY_TYPES.map((value) => ({ value, label: CATEGORY_TYPE_LABELS[value] }));
const MOLDS_OPTIONS = TECH_MOLDS.map((value) => ({ value, label: TECH_MOLDS_LABELS[value] }));

/** A new category under `pid`: a plain page, shown. */
const newCategory = (pid: number) => ({ pid, type: 0, sort: 0, status: 1, is_teshu: 0 });

/** `onSaved` gets the parent the category was saved under, so the table can show it open. */
export function CategoryDrawer({ draft, tree, onClose, onSaved }: { draft: CategoryDraft | null; tree: CategoryTreeRow[]; onClose: () => void; onSaved: (pid?: number) => void }) {
  const editing = draft && 'category' in draft ? draft.category : null;
  const values = useCallback(() => (draft && 'category' in draft ? draft.category : newCategory(draft?.pid ?? 0)), [draft]);
  const form = useItemForm<Omit<AdminCategory, 'items' | 'create_time' | 'id'>>(draft !== null, values);
  const type = Form.useWatch('type', form) ?? 0;
  const shows = categoryFieldsFor(type);
  const { saving, submit } = useFormSave(form, async (body) => {
    if (editing) await api.call(adminSiteApi.updateCategory, {}, { body: { ...body, id: editing.id } });
    else await api.call(adminSiteApi.createCategory, {}, { body });
    onSaved(body.pid);
  });

  return (
    <FormDrawer
      open={draft !== null}
      title={editing ? `编辑栏目：${editing.catname}` : '添加栏目'}
      width="min(720px, 100vw)"
      onClose={onClose}
      form={form}
      name="category_edit"
      saved={editing && { id: editing.id, history: 'categories', onRestored: () => onSaved() }}
      saving={saving}
      onSave={submit}
    >
      <Form.Item name="catname" label="栏目名称" rules={[zodRule(f.catname)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="encatname" label="英文名称" rules={[zodRule(f.encatname)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="pid" label="上级栏目" rules={[zodRule(f.pid)]}>
        <TreeSelect treeData={parentOptions(tree, editing?.id)} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item name="type" label="栏目类型" rules={[zodRule(f.type)]} extra="类型决定点击后打开的页面">
        <Select options={TYPE_OPTIONS} />
      </Form.Item>
      {shows.molds ? (
        <Form.Item name="molds" label="技术产品类型 molds" rules={[{ validator: async (_r, v) => { if (!v) throw new Error(SITE_MESSAGES.moldsRequired); } }]}>
          <Select options={MOLDS_OPTIONS} allowClear />
        </Form.Item>
      ) : null}
      <Form.Item name="gourl" label="跳转链接" rules={[zodRule(f.gourl)]} extra="填写后点击栏目在新窗口打开此链接（须为 http:// 或 https:// 开头的完整地址）">
        <Input placeholder="https://" maxLength={500} />
      </Form.Item>
      <Form.Item name="litpic" label="横幅图片">
        <ImageUploadField purpose="category" />
      </Form.Item>
      <Form.Item name="litpicm" label="缩略图（首页方块）">
        <ImageUploadField purpose="category" />
      </Form.Item>
      <Form.Item name="description" label="简介" rules={[zodRule(f.description)]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="keywords" label="关键词" rules={[zodRule(f.keywords)]}>
        <Input maxLength={200} />
      </Form.Item>
      {shows.body ? (
        <Form.Item name="body" label="栏目介绍" rules={[zodRule(f.body)]}>
          <RichTextField />
        </Form.Item>
      ) : null}
      {shows.youshi ? (
        <Form.Item name="youshi" label="服务优势" rules={[zodRule(f.youshi)]}>
          <RichTextField compact />
        </Form.Item>
      ) : null}
      {/* The English site's text (decision 0033), beside the Chinese; the English name is above. Empty means not translated. */}
      <Divider>英文网站（English）</Divider>
      <Form.Item name="en_description" label="English summary" rules={[zodRule(f.en_description)]}>
        <Input.TextArea rows={2} maxLength={500} data-testid="category-en-description" />
      </Form.Item>
      <Form.Item name="en_keywords" label="English keywords" rules={[zodRule(f.en_keywords)]}>
        <Input maxLength={200} placeholder="comma separated" />
      </Form.Item>
      {shows.body ? (
        <Form.Item name="en_body" label="English introduction" rules={[zodRule(f.en_body)]}>
          <RichTextField />
        </Form.Item>
      ) : null}
      {shows.youshi ? (
        <Form.Item name="en_youshi" label="English advantages" rules={[zodRule(f.en_youshi)]}>
          <RichTextField compact />
        </Form.Item>
      ) : null}
      <Space size="large" wrap align="start">
        <Form.Item name="sort" label="排序" rules={[zodRule(f.sort)]} extra="数字小的在前">
          <InputNumber min={0} max={99999} precision={0} />
        </Form.Item>
        <Form.Item name="tid" label="关联 ID（tid）">
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <FlagSwitch name="status" label="显示" />
        <FlagSwitch name="is_teshu" label="订单中心菜单" />
      </Space>
    </FormDrawer>
  );
}
