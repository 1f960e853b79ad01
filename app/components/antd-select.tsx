// The real antd Select behind PlainSelect (plain-select.tsx), loaded once a select is used. Pages
// with plain selects sit outside the antd layout, so it brings antd's provider itself (decision 0029).
import { Select } from 'antd';
import { AntdProvider } from './antd-provider.tsx';
import type { PlainSelectProps } from './select-props.ts';

export default function AntdSelect({ defaultOpen, autoFocus, options, ...props }: PlainSelectProps & { defaultOpen: boolean; autoFocus: boolean }) {
  return (
    <AntdProvider>
      <Select<string>
        {...props}
        options={options.map((option) => ({ ...option }))}
        defaultOpen={defaultOpen}
        autoFocus={autoFocus}
      />
    </AntdProvider>
  );
}
