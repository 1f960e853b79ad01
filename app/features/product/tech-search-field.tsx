// The keyword field and 搜索 button of /techService: antd's Input (with its clear button) and Button
// drawn without antd (decision 0049). The form around it, and its submit, stay in the route.
import { SearchOutlined } from '../../components/plain-icons.tsx';
import { PlainButton } from '../../components/plain-button.tsx';
import { PlainClearableInput } from '../../components/plain-clearable-input.tsx';
import { useT } from '../../i18n/use-t.ts';

export function TechSearchField({ keyword }: { keyword: string }) {
  const t = useT();
  return (
    <>
      <PlainClearableInput key={keyword} name="keyword" defaultValue={keyword} placeholder={t('catalogue.techPlaceholder')} aria-label={t('catalogue.techSearch')} maxLength={100} />
      <PlainButton type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {t('catalogue.search')}
      </PlainButton>
    </>
  );
}
