// The drawer that adds or edits an article or a news item. Both forms have the same fields in the same
// order and save the same way, so this one component holds them; article-drawer.tsx and
// news-drawer.tsx give its wording and their own fields: news' publication time after the title
// (`afterTitle`) and each entity's switches before 状态 (`switches`). The rules are the contract's,
// so the form says what the server would refuse. After a save the drawer stays on the saved item (a
// new one can be previewed at once).
import { Divider, Form, Input, Radio, Select, Space, message } from 'antd';
import { useCallback, type ReactNode } from 'react';
import type { z } from 'zod';
import { contentCommonFields as fields } from '../../../../contracts/content-articles.ts';
import type { Endpoint } from '../../../../contracts/endpoint.ts';
import { api } from '../../../api/client.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { categoryOptions, type ContentCategory } from './content-parts.tsx';
import { FormDrawer, useItemForm } from './console-form.tsx';
import { useFormSave } from '../use-save.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { ScheduleFields, scheduleFormValues } from './schedule-fields.tsx';

/** What the pages give either drawer. `item`: null closed, 'new' adding, a row editing. */
export interface ContentDrawerProps<R> {
  item: R | 'new' | null;
  categories: readonly ContentCategory[];
  onClose: () => void;
  onSaved: (row: R) => void;
}

/** The words that differ between the article and the news form. */
export interface ContentDrawerText {
  /** 文章 / 新闻, in the drawer's title: 添加文章, 编辑文章：… */
  noun: string;
  /** Under 栏目: which categories the item belongs in. */
  categoryHelp: string;
  /** The picture's label. */
  picture: string;
  /** The summary's label, and where the summary shows. */
  summary: string;
  summaryHelp: string;
  /** Under 正文, when the body has something to explain. */
  bodyHelp?: string;
}

/** How a row shows in the form when nothing needs converting. */
const asStored = (row: object) => row;

export function ContentDrawer<R extends { id: number; title: string; publish_at: string | null; unpublish_at: string | null }>({
  entity,
  item,
  categories,
  onClose,
  onSaved,
  api: endpoints,
  text,
  emptyValues,
  formValues = asStored,
  buyButton = false,
  afterTitle,
  switches,
}: ContentDrawerProps<R> & {
  /** Names the preview, the picture's upload folder, the form and its test ids (article-save …). */
  entity: 'article' | 'news';
  api: { add: Endpoint<z.ZodType, z.ZodType<R>>; update: Endpoint<z.ZodType, z.ZodType<R>>; detail: Endpoint<z.ZodType, z.ZodType<R>> };
  text: ContentDrawerText;
  /** The form of a new item. A module constant: a new object each render would reset the form. */
  emptyValues: Record<string, unknown>;
  /** The form of an item being edited, when a field shows differently from how it is stored; a module function, as above. */
  formValues?: (row: R) => object;
  /** The body's toolbar offers the product page's 立即购买 button. */
  buyButton?: boolean;
  afterTitle?: ReactNode;
  switches: ReactNode;
}) {
  const editing = item !== null && item !== 'new' ? item : null;
  const values = useCallback(() => (editing ? { ...formValues(editing), ...scheduleFormValues(editing) } : emptyValues), [editing, formValues, emptyValues]);
  const form = useItemForm(item !== null, values);
  const { saving, submit } = useFormSave(form, async (input) => {
    const row = editing
      ? await api.call(endpoints.update, {}, { body: { ...input, id: editing.id } })
      : await api.call(endpoints.add, {}, { body: input });
    void message.success(editing ? '已保存' : '已添加');
    onSaved(row);
  });

  /** After a restore the form shows the item as restored. */
  async function showRestored(id: number) {
    onSaved(await api.call(endpoints.detail, { id }));
  }

  return (
    <FormDrawer
      open={item !== null}
      onClose={onClose}
      title={editing ? `编辑${text.noun}：${editing.title}` : `添加${text.noun}`}
      width="min(960px, 100vw)"
      form={form}
      name={entity}
      testId={entity}
      saved={editing && { id: editing.id, preview: entity, history: entity === 'article' ? 'articles' : 'news', onRestored: () => void showRestored(editing.id) }}
      cancel={false}
      saving={saving}
      onSave={submit}
    >
      <Form.Item name="tid" label="栏目" rules={[zodRule(fields.tid)]} extra={text.categoryHelp}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={categoryOptions(categories)} placeholder="请选择栏目" />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={[zodRule(fields.title)]}>
        <Input maxLength={200} />
      </Form.Item>
      {afterTitle}
      <Form.Item name="litpic" label={text.picture} rules={[zodRule(fields.litpic)]}>
        <ImageUploadField purpose={entity} />
      </Form.Item>
      <Form.Item name="description" label={text.summary} rules={[zodRule(fields.description)]} extra={text.summaryHelp}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="body" label="正文" rules={[zodRule(fields.body)]} extra={text.bodyHelp}>
        <RichTextField buyButton={buyButton} />
      </Form.Item>
      <Form.Item name="keywords" label="关键词" rules={[zodRule(fields.keywords)]}>
        <Input maxLength={200} placeholder="用逗号分隔" />
      </Form.Item>
      {/* The English site's text (decision 0033), beside the Chinese: empty means the English page says it has none. */}
      <Divider>英文网站（English）</Divider>
      <Form.Item name="en_title" label="English title" rules={[zodRule(fields.en_title)]}>
        <Input maxLength={200} data-testid={`${entity}-en-title`} />
      </Form.Item>
      <Form.Item name="en_description" label="English summary" rules={[zodRule(fields.en_description)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="en_body" label="English body" rules={[zodRule(fields.en_body)]}>
        <RichTextField buyButton={buyButton} />
      </Form.Item>
      <Form.Item name="en_keywords" label="English keywords" rules={[zodRule(fields.en_keywords)]}>
        <Input maxLength={200} placeholder="comma separated" />
      </Form.Item>
      <ScheduleFields testId={entity} />
      <Space wrap size="large">
        {switches}
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
    </FormDrawer>
  );
}
