// 新增/编辑产品: the category decides the molds and so the fields the /techService table shows for it
// (app/features/product/tech-columns.ts, decision 0007); those come first, the product's other fields
// below. Picture through ImageUploadField; the rules are the contract's.
import { Collapse, Divider, Form, Input, InputNumber, Select, Space } from 'antd';
import { useCallback } from 'react';
import { adminCatalogueApi, type AdminProduct, type ProductCategory } from '../../../../contracts/api/admin/content-catalogue.ts';
import { productFields } from '../../../../contracts/content-catalogue.ts';
import { api } from '../../../api/client.ts';
import { techColumns, type TechField } from '../../product/tech-columns.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { FlagSwitch, FormDrawer, useItemForm } from './console-form.tsx';
import { useFormSave } from '../use-save.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { RichTextField } from './rich-text-field.tsx';

/** Every text field of a product with its label where no column set names it. */
const FIELD_LABELS: Record<TechField, string> = {
  article_number: '货号',
  title: '产品名称',
  en_title: '英文名称',
  species: '物种',
  gene_name: '基因名称',
  gene_id: 'Gene ID',
  specifications: '规格',
  price: '价格',
  system: '培养体系',
  resistance: '筛选抗性',
  detection: '检测验证',
};
const ALL_FIELDS = Object.keys(FIELD_LABELS) as TechField[];

/** The English text beside the Chinese (decision 0033; 英文名称 is en_title above); empty = not translated. */
const EN_FIELDS = {
  en_species: 'English species',
  en_specifications: 'English pack size',
  en_system: 'English culture system',
  en_resistance: 'English selection resistance',
  en_detection: 'English validation',
} as const;
type EnField = keyof typeof EN_FIELDS;
const EN_KEYS = Object.keys(EN_FIELDS) as EnField[];

type ProductFormValues = Record<TechField | EnField, string | undefined> & { en_body?: string } & { tid?: number; litpic?: string | null; en_litpic?: string | null; body?: string; sort?: number; status: number };

function fieldItem(field: TechField, label: string) {
  return (
    <Form.Item key={field} name={field} label={label} rules={[zodRule(productFields[field])]}>
      {field === 'detection' || field === 'system' || field === 'resistance' ? <Input.TextArea rows={2} /> : <Input />}
    </Form.Item>
  );
}

/** `product` undefined: closed; null: a new product (in `defaultTid` when the list is filtered by one). */
export function ProductFormDrawer(props: {
  product: AdminProduct | null | undefined;
  categories: ProductCategory[];
  defaultTid?: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { product, categories, defaultTid, onClose, onSaved } = props;
  const open = product !== undefined;
  const values = useCallback(
    () =>
      product
        ? { ...Object.fromEntries([...ALL_FIELDS, ...EN_KEYS].map((field) => [field, product[field] ?? ''])), en_body: product.en_body ?? '', tid: product.tid, litpic: product.litpic, en_litpic: product.en_litpic, body: product.body ?? '', sort: product.sort, status: product.status }
        : { tid: defaultTid, litpic: null, en_litpic: null, sort: 0, status: 1 },
    [product, defaultTid],
  );
  const form = useItemForm<ProductFormValues>(open, values);
  const tid = Form.useWatch('tid', form);
  const molds = categories.find((c) => c.id === tid)?.molds ?? null;
  const shown = techColumns(molds).map((c) => c.field);
  const titles = new Map(techColumns(molds).map((c) => [c.field, c.title]));
  const others = ALL_FIELDS.filter((field) => !shown.includes(field));
  const { saving, submit } = useFormSave(form, async (body) => {
    if (product) await api.call(adminCatalogueApi.productUpdate, {}, { body: { ...body, id: product.id } });
    else await api.call(adminCatalogueApi.productAdd, {}, { body });
    onSaved();
  });

  return (
    <FormDrawer
      open={open}
      title={product ? '编辑产品' : '新增产品'}
      width="min(680px, 100vw)"
      onClose={onClose}
      form={form}
      name="product_form"
      saved={product ? { id: product.id, preview: 'product', history: 'products', onRestored: onSaved } : null}
      saving={saving}
      onSave={submit}
    >
      <Form.Item name="tid" label="产品分类" rules={[zodRule(productFields.tid)]} extra={molds ? `类型：${molds}（决定技术服务页表格的列）` : undefined}>
        <Select showSearch optionFilterProp="label" placeholder="请选择" options={categories.map((c) => ({ value: c.id, label: c.path }))} />
      </Form.Item>
      {shown.map((field) => fieldItem(field, titles.get(field) ?? FIELD_LABELS[field]))}
      <Form.Item name="litpic" label="产品图片" rules={[zodRule(productFields.litpic)]}>
        <ImageUploadField purpose="product" />
      </Form.Item>
      {/* Beside the Chinese picture: its copy without Chinese lettering for the English site (issue 35 point 4). */}
      <Form.Item name="en_litpic" label="产品图片 · 英文网站用图（不含中文文字；留空则英文网站显示上面的图片）" rules={[zodRule(productFields.en_litpic)]}>
        <ImageUploadField purpose="product" />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="sort" label="排序（小的在前）" rules={[zodRule(productFields.sort)]}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <FlagSwitch name="status" label="显示" />
      </Space>
      <Divider>英文网站（English）</Divider>
      {EN_KEYS.map((field) => (
        <Form.Item key={field} name={field} label={EN_FIELDS[field]} rules={[zodRule(productFields[field])]}>
          {field === 'en_species' || field === 'en_specifications' ? <Input data-testid={`product-${field}`} /> : <Input.TextArea rows={2} />}
        </Form.Item>
      ))}
      <Form.Item name="en_body" label="English description" rules={[zodRule(productFields.en_body)]}>
        <RichTextField compact />
      </Form.Item>
      <Collapse
        ghost
        items={[
          {
            key: 'more',
            label: '其他字段（该类型的表格不显示）',
            forceRender: true,
            children: (
              <>
                {others.map((field) => fieldItem(field, FIELD_LABELS[field]))}
                <Form.Item name="body" label="详细介绍" rules={[zodRule(productFields.body)]}>
                  <RichTextField compact />
                </Form.Item>
              </>
            ),
          },
        ]}
      />
    </FormDrawer>
  );
}
