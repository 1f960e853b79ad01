// 页面区块: the repeated blocks of the company pages by section (平台优势, 工作地点, 投递邮箱 …), hidden
// ones too; add, edit (modal), delete.
import { Button, Divider, Form, Input, InputNumber, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { adminSiteApi, type adminBlock } from '../../../../contracts/api/admin/content-site.ts';
import { BLOCK_SECTIONS, blockFieldShapes as f, type BlockSectionKey } from '../../../../contracts/content-site.ts';
import { BLOCK_ICONS, isBlockIcon } from '../../../../contracts/block-icons.ts';
import { api } from '../../../api/client.ts';
import { useApiData } from '../../../api/use-api-data.ts';
import { zodRule } from '../../../components/zod-rule.ts';
import { ImageUploadField } from './image-upload-field.tsx';
import { HistoryButton } from '../versions/history-drawer.tsx';
import { FlagSwitch, useItemForm } from './console-form.tsx';
import { useFormSave } from '../use-save.ts';
import { RichTextField } from './rich-text-field.tsx';
import { BlockIconPicker } from './block-icon-picker.tsx';
import { wideTable } from '../console-table.ts';

type Block = z.infer<typeof adminBlock>;
const SECTIONS = Object.entries(BLOCK_SECTIONS).map(([value, label]) => ({ value: value as BlockSectionKey, label }));

export function SiteBlocks() {
  const [section, setSection] = useState<BlockSectionKey>('pingtaiyoushi');
  const { data, status, reload } = useApiData(adminSiteApi.blocks, { section });
  const [editing, setEditing] = useState<Block | 'new' | null>(null);
  const act = (work: Promise<unknown>) => work.then(reload).catch(() => undefined);

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented options={SECTIONS} value={section} onChange={(v) => setSection(v as BlockSectionKey)} />
        <Button type="primary" onClick={() => setEditing('new')}>
          添加区块
        </Button>
      </Space>
      <Table<Block>
        rowKey="id"
        size="middle"
        loading={status === 'loading' && data === undefined}
        dataSource={data ?? []}
        pagination={false}
        {...wideTable(640)}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '副标题', dataIndex: 'subtitle', ellipsis: true },
          { title: '图标', dataIndex: 'icon', width: 150, render: (icon: string | null) => (isBlockIcon(icon) ? BLOCK_ICONS[icon] : '—') },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: number) => (s ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
          {
            title: '操作',
            key: 'a',
            width: 140,
            render: (_v, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
                <Popconfirm title={`删除「${row.title}」？`} okText="删除" cancelText="取消" onConfirm={() => act(api.call(adminSiteApi.deleteBlock, { id: row.id }))}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <BlockModal section={section} block={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
    </>
  );
}

/** A new block: shown, first. */
const NEW_BLOCK = { sort: 0, status: 1 };

function BlockModal({ section, block, onClose, onSaved }: { section: BlockSectionKey; block: Block | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const editing = block !== null && block !== 'new' ? block : null;
  const values = useCallback(() => editing ?? NEW_BLOCK, [editing]);
  const form = useItemForm(block !== null, values);
  const { saving, submit } = useFormSave(form, async (input) => {
    const body = { ...input, section };
    if (editing) await api.call(adminSiteApi.updateBlock, {}, { body: { ...body, id: editing.id } });
    else await api.call(adminSiteApi.createBlock, {}, { body });
    onSaved();
  });

  return (
    <Modal open={block !== null} title={block === 'new' ? `添加${BLOCK_SECTIONS[section]}区块` : '编辑区块'} okText="保存" cancelText="取消" confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden width="min(720px, 100vw)">
      {editing ? (
        <div style={{ marginBottom: 12 }}>
          <HistoryButton entity="page_blocks" id={editing.id} onRestored={onSaved} size="small" />
        </div>
      ) : null}
      <Form form={form} layout="vertical" name="site_block">
        <Form.Item name="title" label="标题" rules={[zodRule(f.title)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="subtitle" label="副标题">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="icon" label="图标（选择后页面显示图标，不显示图片）" rules={[zodRule(f.icon)]}>
          <BlockIconPicker />
        </Form.Item>
        <Form.Item name="litpic" label="图片">
          <ImageUploadField purpose="about" />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="body" label="正文">
          <RichTextField compact />
        </Form.Item>
        {/* The English block (decision 0033): picture and link are shared; empty means not translated. */}
        <Divider>英文网站（English）</Divider>
        <Form.Item name="en_title" label="English title" rules={[zodRule(f.en_title)]}>
          <Input maxLength={100} data-testid="block-en-title" />
        </Form.Item>
        <Form.Item name="en_subtitle" label="English subtitle" rules={[zodRule(f.en_subtitle)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="en_description" label="English description" rules={[zodRule(f.en_description)]}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="en_body" label="English body" rules={[zodRule(f.en_body)]}>
          <RichTextField compact />
        </Form.Item>
        <Form.Item name="gourl" label="链接">
          <Input maxLength={500} />
        </Form.Item>
        <Space size="large">
          <Form.Item name="sort" label="排序" rules={[zodRule(f.sort)]}>
            <InputNumber min={0} max={99999} precision={0} />
          </Form.Item>
          <FlagSwitch name="status" label="显示" />
        </Space>
      </Form>
    </Modal>
  );
}
