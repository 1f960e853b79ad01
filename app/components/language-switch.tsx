// The CN/EN switch: the site itself is Chinese; "English" opens the configured English site in a new window.
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';

export function LanguageSwitch({ enSiteUrl }: { enSiteUrl: string }) {
  const items = [
    { key: 'cn', label: <span aria-current="true">中文 (CN)</span> },
    ...(enSiteUrl
      ? [{ key: 'en', label: <a href={enSiteUrl} target="_blank" rel="noopener noreferrer" lang="en">English (EN)</a> }]
      : []),
  ];
  return (
    <Dropdown menu={{ items, selectedKeys: ['cn'] }} trigger={['hover', 'click']} placement="bottomRight">
      <button type="button" className="lang-switch" data-testid="language-switch">
        <GlobalOutlined aria-hidden /> <span>CN</span>
        <span className="visually-hidden">切换语言</span> <DownOutlined aria-hidden className="lang-switch__caret" />
      </button>
    </Dropdown>
  );
}
