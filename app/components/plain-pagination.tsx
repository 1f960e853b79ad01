// antd's Pagination drawn without antd (its page-size changer a PlainSelect): the same list, classes, titles and
// icons as `<Pagination showTotal>` renders, so the page's critical CSS (decision 0028) styles it the
// same, while a list page that shows nothing else of antd stays out of the antd layout (decision
// 0029). Page numbers are real links (crawlable, work without JavaScript); with JavaScript a click or
// Enter on any item navigates client-side, as antd's items did.
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from './plain-icons.tsx';
import { ANTD_CSS_VAR_KEY } from './antd-theme.ts';
import { PlainSelect } from './plain-select.tsx';
import { useT } from '../i18n/use-t.ts';

const PREFIX = 'ant-pagination';
// rc-pagination's defaults: two pages either side of the current one, jumps of five.
const BUFFER = 2;
const JUMP = 5;

export type PagerItem =
  | { kind: 'page'; page: number; active: boolean; edge?: 'after-jump-prev' | 'before-jump-next' }
  | { kind: 'jump-prev' | 'jump-next'; page: number };

/** The items between the arrows, as rc-pagination lays them out (its Pagination.js, not showLessItems). */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const page = (n: number): PagerItem => ({ kind: 'page', page: n, active: n === current });
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => page(i + 1));
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(current + BUFFER, pages);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const jumpPrev = current - 1 >= BUFFER * 2 && current !== 1 + 2;
  const jumpNext = pages - current >= BUFFER * 2 && current !== pages - 2;
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: PagerItem[] = [];
  for (let n = left; n <= right; n += 1) items.push(page(n));
  if (jumpPrev) {
    items[0] = { ...(items[0] as PagerItem & { kind: 'page' }), edge: 'after-jump-prev' };
    items.unshift({ kind: 'jump-prev', page: Math.max(1, current - JUMP) });
  }
  if (jumpNext) {
    items[items.length - 1] = { ...(items.at(-1) as PagerItem & { kind: 'page' }), edge: 'before-jump-next' };
    items.push({ kind: 'jump-next', page: Math.min(pages, current + JUMP) });
  }
  if (left !== 1) items.unshift(page(1));
  if (right !== pages) items.push(page(pages));
  return items;
}

export interface PlainPaginationProps {
  /** The page's own class (antd puts it after its own). */
  className?: string;
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page (already in the page's language). */
  href(page: number): string;
  onGo(page: number): void;
  /** antd's `showSizeChanger` with these page sizes: a new size calls `onSize`. */
  sizes?: readonly number[];
  onSize?(size: number): void;
}

export function PlainPagination({ className, page, total, pageSize, href, onGo, sizes, onSize }: PlainPaginationProps) {
  const t = useT();
  if (total <= 0) return null;
  const pages = Math.floor((total - 1) / pageSize) + 1;
  const current = Math.max(1, Math.min(page, pages));
  const onEnter = (target: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') onGo(target);
  };
  const arrow = (kind: 'prev' | 'next', target: number, enabled: boolean, title: string, icon: ReactNode) => (
    <li
      title={title}
      className={`${PREFIX}-${kind}${enabled ? '' : ` ${PREFIX}-disabled`}`}
      aria-disabled={!enabled}
      tabIndex={enabled ? 0 : undefined}
      onClick={enabled ? () => onGo(target) : undefined}
      onKeyDown={enabled ? onEnter(target) : undefined}
    >
      <button className={`${PREFIX}-item-link`} type="button" tabIndex={-1} disabled={!enabled}>
        {icon}
      </button>
    </li>
  );
  return (
    <ul className={`${PREFIX}${className ? ` ${className}` : ''} ${ANTD_CSS_VAR_KEY}`}>
      <li className={`${PREFIX}-total-text`}>{t('pagination.total', { count: total })}</li>
      {arrow('prev', current - 1, current > 1, t('pagination.previous'), <LeftOutlined />)}
      {pagerItems(current, pages).map((item) =>
        item.kind === 'page' ? (
          <li
            key={item.page}
            title={String(item.page)}
            className={[`${PREFIX}-item`, `${PREFIX}-item-${item.page}`, item.active ? `${PREFIX}-item-active` : '', item.edge ? `${PREFIX}-item-${item.edge}` : ''].filter(Boolean).join(' ')}
            tabIndex={0}
            onClick={() => onGo(item.page)}
            onKeyDown={onEnter(item.page)}
          >
            {/* The item's own click navigates; the link is for crawlers, new tabs and visits without JavaScript. */}
            <Link to={href(item.page)} onClick={(event) => event.preventDefault()}>
              {item.page}
            </Link>
          </li>
        ) : (
          <li
            key={item.kind}
            title={t(item.kind === 'jump-prev' ? 'pagination.previousFive' : 'pagination.nextFive')}
            className={`${PREFIX}-${item.kind} ${PREFIX}-${item.kind}-custom-icon`}
            tabIndex={0}
            onClick={() => onGo(item.page)}
            onKeyDown={onEnter(item.page)}
          >
            <a className={`${PREFIX}-item-link`}>
              <div className={`${PREFIX}-item-container`}>
                {item.kind === 'jump-prev' ? <DoubleLeftOutlined className={`${PREFIX}-item-link-icon`} /> : <DoubleRightOutlined className={`${PREFIX}-item-link-icon`} />}
                <span className={`${PREFIX}-item-ellipsis`}>
                  <EllipsisOutlined />
                </span>
              </div>
            </a>
          </li>
        ),
      )}
      {arrow('next', current + 1, current < pages, t('pagination.next'), <RightOutlined />)}
      {sizes && onSize ? (
        <li className={`${PREFIX}-options`}>
          <PlainSelect
            className={`${PREFIX}-options-size-changer-select ${PREFIX}-options-size-changer`}
            aria-label={t('pagination.pageSize')}
            value={String(pageSize)}
            options={sizes.map((size) => ({ value: String(size), label: t('pagination.perPage', { size }) }))}
            onChange={(value) => onSize(Number(value))}
            showSearch
          />
        </li>
      ) : null}
    </ul>
  );
}
