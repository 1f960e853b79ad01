// A button drawn exactly as antd's `<Button>` draws it (same element, same classes), without loading
// antd: a page whose only antd component is a button stays out of the antd layout and its
// ConfigProvider (decision 0029). The classes are antd's, so the critical CSS of the page (decision
// 0028) carries the same rules and the button looks the same. What antd adds on top, the click wave
// and the busy spinner, is not needed by the buttons that use this (they open a dialog, submit a
// search or reset a list's filters).
import type { MouseEventHandler, ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY } from './antd-theme.ts';

const VARIANT_CLASSES = {
  primary: 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid',
  default: 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined',
} as const;

// antd's autoInsertSpace (the site's public buttons keep it, button-config.tsx): two Chinese characters read "提 交".
const TWO_CHINESE_CHARACTERS = /^[\u4E00-\u9FA5]{2}$/;

export interface PlainButtonProps {
  type?: keyof typeof VARIANT_CLASSES;
  icon?: ReactNode;
  /** antd's `htmlType`: a form's submit button. */
  htmlType?: 'button' | 'submit';
  disabled?: boolean;
  /** antd's `size="small"`. */
  size?: 'small';
  onClick?: MouseEventHandler<HTMLButtonElement>;
  children: string;
  'aria-label'?: string;
  'data-testid'?: string;
  /** A press before the page has hydrated is pressed again once it has (early-press.ts). */
  'data-early-press'?: boolean;
}

export function PlainButton({ type = 'default', htmlType = 'button', disabled, size, icon, onClick, children, 'aria-label': ariaLabel, 'data-testid': testId, 'data-early-press': earlyPress }: PlainButtonProps) {
  // As antd, which spaces only a button whose one child is its text (no icon).
  const label = !icon && TWO_CHINESE_CHARACTERS.test(children) ? children.split('').join(' ') : children;
  return (
    <button
      type={htmlType}
      className={`ant-btn ${ANTD_CSS_VAR_KEY} ${VARIANT_CLASSES[type]}${size === 'small' ? ' ant-btn-sm' : ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={ariaLabel}
      data-testid={testId}
      data-early-press={earlyPress ? '' : undefined}
    >
      {icon ? <span className="ant-btn-icon">{icon}</span> : null}
      <span>{label}</span>
    </button>
  );
}
