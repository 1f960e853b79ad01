// antd's `<Input allowClear>` drawn without antd: the same wrapper, input and clear button (hidden
// while the box is empty) as antd's server render (pinned by plain-markup.test.tsx), and antd's clear
// behaviour (empties the box and puts the focus back in it), so a page can show it before, and
// without, loading antd (decision 0049).
import { CloseCircleFilled } from './plain-icons.tsx';
import { useRef, useState } from 'react';
import { ANTD_CSS_VAR_KEY } from './antd-theme.ts';

export interface PlainClearableInputProps {
  name: string;
  defaultValue: string;
  placeholder?: string;
  'aria-label'?: string;
  maxLength?: number;
}

export function PlainClearableInput({ name, defaultValue, placeholder, 'aria-label': ariaLabel, maxLength }: PlainClearableInputProps) {
  const [value, setValue] = useState(defaultValue);
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className={`ant-input-affix-wrapper ant-input-outlined ${ANTD_CSS_VAR_KEY} ant-input-css-var`}>
      <input
        ref={input}
        placeholder={placeholder}
        aria-label={ariaLabel}
        maxLength={maxLength}
        className="ant-input"
        type="text"
        name={name}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span className="ant-input-suffix">
        <button
          type="button"
          className={`ant-input-clear-icon${value ? '' : ' ant-input-clear-icon-hidden'}`}
          onClick={() => {
            setValue('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled />
        </button>
      </span>
    </span>
  );
}
