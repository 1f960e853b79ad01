// The CN/EN choices as antd's dropdown (with antd's settings: the shell is outside antd-layout.tsx), loaded by LanguageSwitch on the first hover or press: the
// dropdown brings antd's menu, trigger and motion code, which no page needs before that.
import { Dropdown } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AntdProvider } from './antd-provider.tsx';

interface LanguageMenuProps {
  enSiteUrl: string;
  /** The switch's button; shown in place while this module loads. */
  children: ReactElement;
  /** Keyboard focus was on the switch when it loaded: the new button takes it back. */
  refocus: boolean;
}

export default function LanguageMenu({ enSiteUrl, children, refocus }: LanguageMenuProps) {
  // Open from the start: the hover or press that loaded this module asked for the menu.
  const [open, setOpen] = useState(true);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (refocus) anchor.current?.querySelector('button')?.focus();
  }, [refocus]);
  const items = [
    { key: 'cn', label: <span aria-current="true">中文 (CN)</span> },
    ...(enSiteUrl
      ? [{ key: 'en', label: <a href={enSiteUrl} target="_blank" rel="noopener noreferrer" lang="en">English (EN)</a> }]
      : []),
  ];
  return (
    // `display: contents`: the wrapper only finds the button again; the header's layout sees the button.
    <span ref={anchor} style={{ display: 'contents' }}>
      <AntdProvider>
        <Dropdown menu={{ items, selectedKeys: ['cn'] }} trigger={['hover', 'click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
        {children}
        </Dropdown>
      </AntdProvider>
    </span>
  );
}
