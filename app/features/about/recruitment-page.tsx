// A recruitment list page inside the about layout; /recruitment/* and /contactUs/*Recruitment differ
// only in their menu and breadcrumb.
import { JobType } from '../../../contracts/about.ts';
import { pageTitle } from '../../components/shell-rules.ts';
import type { Translate } from '../../i18n/translate.ts';
import { useT } from '../../i18n/use-t.ts';
import type { MessageKey } from '../../i18n/zh.ts';
import { AboutFrame, type AboutMenuItem } from './about-frame.tsx';
import { JobList } from './job-list.tsx';
import type { JobListPage } from './job-list-loader.ts';

export function recruitmentLabel(type: number): MessageKey {
  return type === JobType.school ? 'about.school' : 'about.enterprise';
}

/** Title and description of a list page from its data. */
export function recruitmentMeta(data: JobListPage | undefined, t: Translate) {
  const label = t(recruitmentLabel(data?.type ?? JobType.enterprise));
  const page = data && data.page > 1 ? t('about.pageOf', { label, page: data.page }) : label;
  const titles = data?.list.data.slice(0, 5).map((job) => job.title).filter(Boolean) ?? [];
  const count = data ? t('about.metaCount', { label, total: data.list.total }) : t('about.metaCountNone', { label });
  const description = count + (titles.length ? t('about.metaTitles', { titles: titles.join(t('about.titleSeparator')) }) : '');
  return [{ title: pageTitle(data?.companyName, page) }, { name: 'description', content: description }];
}

interface RecruitmentPageProps {
  data: JobListPage;
  menu: AboutMenuItem[];
  /** The section the list belongs to: its menu's name and the breadcrumb's middle step. */
  section: AboutMenuItem;
}

export function RecruitmentPage({ data, menu, section }: RecruitmentPageProps) {
  const t = useT();
  const label = t(recruitmentLabel(data.type));
  const sectionLabel = t(section.label);
  return (
    <AboutFrame
      title={label}
      lead={t('about.lead')}
      menu={menu}
      menuLabel={sectionLabel}
      crumbs={[{ to: section.to, label: sectionLabel }, { label }]}
      testId={data.type === JobType.school ? 'recruitment-school' : 'recruitment-enterprise'}
    >
      <section className="about-section" aria-label={t('about.jobsOf', { label })}>
        <div className="container">
          <JobList data={data} />
        </div>
      </section>
    </AboutFrame>
  );
}
