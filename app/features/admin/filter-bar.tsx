// The console lists' filter bars are built from these pieces: the bar itself (its fields, then 查询,
// 重置 and any extra buttons), a labelled select, text field and date range, and useFilterDraft for a
// bar whose filters live in the URL (url-filters.ts).
import { Button, DatePicker, Form, Input, Select, type InputProps, type SelectProps } from 'antd';
import dayjs from 'dayjs';
import { useState, type ChangeEvent, type ReactNode } from 'react';

const DAY = 'YYYY-MM-DD';

/**
 * A URL filter bar's state. Selects and dates apply at once; text fields are held here while typed and
 * apply on 查询 (or Enter), together with any other change. Every change goes back to page 1. When the
 * URL's text filters change (查询, back/forward, 重置) the fields take them again, in the same render:
 * the bar is not keyed by them, since a remount closed a select the member had opened meanwhile (the
 * page re-renders for the new URL in a transition, seconds later on a busy phone).
 */
export function useFilterDraft<F extends { page?: number }>(filters: F, textKeys: readonly (keyof F & string)[], onChange: (next: F) => void) {
  const fromUrl = () => Object.fromEntries(textKeys.map((key) => [key, String(filters[key] ?? '')]));
  const urlTexts = JSON.stringify(fromUrl());
  const [typed, setTyped] = useState<Partial<Record<string, string>>>(fromUrl);
  const [shownUrlTexts, setShownUrlTexts] = useState(urlTexts);
  if (shownUrlTexts !== urlTexts) {
    setShownUrlTexts(urlTexts);
    setTyped(fromUrl());
  }
  return {
    apply: (change: Partial<F> = {}) => {
      const texts = Object.fromEntries(textKeys.map((key) => [key, typed[key]?.trim() || undefined]));
      onChange({ ...filters, ...texts, ...change, page: undefined });
    },
    reset: () => {
      setTyped({});
      onChange({} as F);
    },
    /** The value and onChange of the text field for `key`. */
    text: (key: keyof F & string) => ({
      value: typed[key] ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        const value = e.target.value;
        setTyped((current) => ({ ...current, [key]: value }));
      },
    }),
  };
}

interface FilterBarProps {
  testId: string;
  /** 查询 or Enter. */
  onApply: () => void;
  /** Without it the bar has no 重置. */
  onReset?: () => void;
  children: ReactNode;
  /** Buttons after 查询 and 重置 (导出 Excel). */
  extra?: ReactNode;
}

export function FilterBar({ testId, onApply, onReset, children, extra }: FilterBarProps) {
  return (
    <Form layout="vertical" className="console-toolbar" onFinish={() => onApply()} data-testid={testId}>
      {children}
      <Button type="primary" htmlType="submit">
        查询
      </Button>
      {onReset ? <Button onClick={onReset}>重置</Button> : null}
      {extra}
    </Form>
  );
}

/** A labelled select, clearable unless told otherwise. */
export function FilterSelect<V extends string | number>({ label, id, ...select }: { label: string; id: string } & SelectProps<V>) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select<V> id={id} allowClear {...select} />
    </Form.Item>
  );
}

/** A labelled, clearable text field. */
export function FilterText({ label, id, ...input }: { label: string; id: string } & InputProps) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Input id={id} allowClear {...input} />
    </Form.Item>
  );
}

/** A labelled range of days (YYYY-MM-DD); clearing it gives two undefined. */
export function FilterDates({ label, id, from, to, onChange }: { label: string; id: string; from?: string; to?: string; onChange: (from?: string, to?: string) => void }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <DatePicker.RangePicker
        id={{ start: id }}
        value={from && to ? [dayjs(from, DAY), dayjs(to, DAY)] : null}
        onChange={(range) => onChange(range?.[0]?.format(DAY), range?.[1]?.format(DAY))}
      />
    </Form.Item>
  );
}
