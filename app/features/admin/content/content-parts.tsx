// Parts the article and news pages share: the filter bar, the category choice (named by its path), the
// status tag and 预览. Pictures use the one ImageUploadField (image-upload-field.tsx).
import { Button, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { adminContentApi, type contentCategoryOption } from '../../../../contracts/api/admin/content-articles.ts';
import type { PreviewEntity } from '../../../../contracts/content-articles.ts';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';
import { FilterBar, FilterSelect, FilterText, useFilterDraft } from '../filter-bar.tsx';
import type { ContentFilters } from './content-list-query.ts';

export type ContentCategory = z.infer<typeof contentCategoryOption>;

/** "基因编辑 / 敲除细胞系" options, hidden categories marked. */
export function categoryOptions(categories: readonly ContentCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (c: ContentCategory) => {
    const names = [c.catname];
    for (let p = byId.get(c.pid), depth = 0; p && depth < 8; p = byId.get(p.pid), depth += 1) names.unshift(p.catname);
    return names.join(' / ');
  };
  return categories.map((c) => ({ value: c.id, label: `${path(c)}${c.status === 1 ? '' : '（已隐藏）'}` })).toSorted((a, b) => a.label.localeCompare(b.label, 'zh'));
}

export function StatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">显示</Tag> : <Tag>隐藏（草稿）</Tag>;
}

const STATUS_OPTIONS = [{ value: 1 as const, label: '显示' }, { value: 0 as const, label: '隐藏（草稿）' }];

export function ContentFilterBar({
  filters,
  categories,
  onChange,
  placeholder,
  extra,
}: {
  filters: ContentFilters;
  categories: readonly ContentCategory[];
  onChange: (next: ContentFilters) => void;
  placeholder: string;
  /** Buttons after 查询 and 重置 (the export). */
  extra?: ReactNode;
}) {
  const draft = useFilterDraft(filters, ['keyword'], onChange);
  const apply = draft.apply;
  return (
    <FilterBar testId="content-filters" onApply={apply} onReset={draft.reset} extra={extra}>
      <FilterText label="标题" id="content-keyword" placeholder={placeholder} style={{ width: 240, maxWidth: '100%' }} {...draft.text('keyword')} />
      <FilterSelect<number>
        label="栏目"
        id="content-tid"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="全部栏目"
        style={{ width: 240, maxWidth: '100%' }}
        value={filters.tid}
        options={categoryOptions(categories)}
        onChange={(tid?: number) => apply({ tid })}
      />
      <FilterSelect<0 | 1> label="状态" id="content-status" placeholder="全部" style={{ width: 130 }} value={filters.status} options={STATUS_OPTIONS} onChange={(status?: 0 | 1) => apply({ status })} />
    </FilterBar>
  );
}

/**
 * 预览: the item's public page with a 10-minute preview token, in a new tab. The tab is opened before
 * the call (a window opened after an await is blocked as a pop-up) and sent to the link when it arrives.
 */
export function PreviewButton({ entity, id, size, type }: { entity: PreviewEntity; id: number; size?: 'small' | 'middle'; type?: 'link' | 'default' }) {
  const [busy, setBusy] = useState(false);
  async function open() {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const link = await api.call(adminContentApi.previewLink, {}, { body: { entity, id } });
      if (tab) {
        tab.opener = null;
        tab.location.href = link.url;
      } else {
        window.location.assign(link.url);
      }
    } catch {
      tab?.close();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size={size} type={type} loading={busy} onClick={() => void open()} data-testid="preview-button">
      预览
    </Button>
  );
}
