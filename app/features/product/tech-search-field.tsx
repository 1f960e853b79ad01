// The keyword field and 搜索 button of /techService: antd's Input (with its clear button) and Button,
// loaded as an island of the page (lazy-tech-islands.tsx), which is outside the antd layout; it
// brings antd's provider itself (decision 0029). The form around it, and its submit, stay in the route.
import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { AntdProvider } from '../../components/antd-provider.tsx';
import { useIslandMark } from '../../components/island-mark.ts';
import { useT } from '../../i18n/use-t.ts';

export default function TechSearchField({ keyword }: { keyword: string }) {
  const t = useT();
  const island = useIslandMark();
  return (
    <div className="island-contents" {...island}>
      <AntdProvider>
        <Input key={keyword} name="keyword" defaultValue={keyword} placeholder={t('catalogue.techPlaceholder')} aria-label={t('catalogue.techSearch')} maxLength={100} allowClear />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {t('catalogue.search')}
        </Button>
      </AntdProvider>
    </div>
  );
}
