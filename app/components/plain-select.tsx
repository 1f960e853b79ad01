// antd's Select drawn without antd until it is used: the closed select's markup (the same elements,
// classes and combobox input as `<Select>` renders), so the page's critical CSS (decision 0028) styles
// it the same and a page whose selects are only shown at first paint stays out of the antd layout
// (decision 0029). Pointing at it fetches antd's Select (antd-select.tsx); pressing it, or moving the
// keyboard focus onto it, puts the real Select in its place — open when pressed, focused when it had
// the focus — so mouse and keyboard use are antd's own from the first press on.
import { DownOutlined } from './plain-icons.tsx';
import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import { ANTD_CSS_VAR_KEY } from './antd-theme.ts';
import type { PlainSelectProps } from './select-props.ts';

const loadSelect = () => import('./antd-select.tsx');
const AntdSelect = lazy(loadSelect);

// The keys antd's Select opens its list with.
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function PlainSelect(props: PlainSelectProps) {
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean } | null>(null);
  const want = (open: boolean, focus: boolean) => setWanted((current) => current ?? { open, focus });
  const { id, className, value, options, showSearch } = props;
  const label = options.find((option) => option.value === value)?.label ?? value;
  const plain = (
    <div
      data-testid={props['data-testid']}
      className={`ant-select ant-select-outlined${className ? ` ${className}` : ''} ${ANTD_CSS_VAR_KEY} ant-select-css-var ant-select-single ant-select-show-arrow${showSearch ? ' ant-select-show-search' : ''}`}
      onPointerEnter={() => void loadSelect()}
      onMouseDown={(event) => {
        // Keeps the focus from landing on the box first, which would ask for a closed select.
        event.preventDefault();
        want(true, true);
      }}
    >
      <div className="ant-select-content ant-select-content-has-value" title={label}>
        {label}
        <input
          id={id}
          type="text"
          readOnly={!showSearch}
          aria-label={props['aria-label']}
          autoComplete="new-password"
          className="ant-select-input"
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          value=""
          onChange={() => want(true, true)}
          onFocus={() => want(false, true)}
          onKeyDown={(event: KeyboardEvent) => {
            if (OPENING_KEYS.has(event.key)) {
              event.preventDefault();
              setWanted({ open: true, focus: true });
            }
          }}
        />
      </div>
      <div className="ant-select-suffix">
        <DownOutlined />
      </div>
    </div>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <AntdSelect {...props} defaultOpen={wanted.open} autoFocus={wanted.focus} />
    </Suspense>
  );
}
