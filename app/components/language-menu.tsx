// The CN/EN choices as antd's dropdown (with antd's settings: the shell is outside antd-layout.tsx), loaded by LanguageSwitch on the first hover or press: the
// dropdown brings antd's menu, trigger and motion code, which no page needs before that.
import { Dropdown } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { PageLanguage } from '../../contracts/page-language.ts';
import { AntdProvider } from './antd-provider.tsx';

interface LanguageMenuProps {
  current: PageLanguage;
  /** The current page's address in each language (app/i18n/language.ts `switchTarget`). */
  targets: Record<PageLanguage, string>;
  /** The switch's button; shown in place while this module loads. */
  children: ReactElement;
  /** Keyboard focus was on the switch when it loaded: the new button takes it back. */
  refocus: boolean;
}

// Each language names itself, on both sites.
const CHOICES: ReadonlyArray<{ key: PageLanguage; label: string; lang: string }> = [
  { key: 'zh', label: '中文 (CN)', lang: 'zh-CN' },
  { key: 'en', label: 'English (EN)', lang: 'en' },
];

export default function LanguageMenu({ current, targets, children, refocus }: LanguageMenuProps) {
  // Open from the start: the hover or press that loaded this module asked for the menu.
  const [open, setOpen] = useState(true);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (refocus) anchor.current?.querySelector('button')?.focus();
  }, [refocus]);
  const items = CHOICES.map(({ key, label, lang }) => ({
    key,
    label:
      key === current ? (
        <span aria-current="true" lang={lang}>{label}</span>
      ) : (
        <a href={targets[key]} target="_blank" rel="noopener noreferrer" lang={lang} data-testid={`language-${key}`}>
          {label}
        </a>
      ),
  }));
  return (
    // `display: contents`: the wrapper only finds the button again; the header's layout sees the button.
    <span ref={anchor} style={{ display: 'contents' }}>
      <AntdProvider>
        <Dropdown menu={{ items, selectedKeys: [current] }} trigger={['hover', 'click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
        {children}
        </Dropdown>
      </AntdProvider>
    </span>
  );
}
