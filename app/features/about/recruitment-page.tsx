// A recruitment list page inside the about layout; /recruitment/* and /contactUs/*Recruitment differ
// only in their menu and breadcrumb.
import { JobType } from '../../../contracts/about.ts';
import { pageTitle } from '../../components/shell-rules.ts';
import { AboutFrame, type AboutMenuItem } from './about-frame.tsx';
import { JobList } from './job-list.tsx';
import type { JobListPage } from './job-list-loader.ts';

export function recruitmentLabel(type: number): string {
  return type === JobType.school ? '校园招聘' : '社会招聘';
}

/** Title and description of a list page from its data. */
export function recruitmentMeta(data: JobListPage | undefined) {
  const label = recruitmentLabel(data?.type ?? JobType.enterprise);
  const page = data && data.page > 1 ? `${label}（第 ${data.page} 页）` : label;
  const titles = data?.list.data.slice(0, 5).map((job) => job.title) ?? [];
  const description = `${label}职位${data ? ` ${data.list.total} 个` : ''}${titles.length ? `：${titles.join('、')}` : ''}`;
  return [{ title: pageTitle(data?.companyName, page) }, { name: 'description', content: description }];
}

interface RecruitmentPageProps {
  data: JobListPage;
  menu: AboutMenuItem[];
  menuLabel: string;
  parent: { to: string; label: string };
}

export function RecruitmentPage({ data, menu, menuLabel, parent }: RecruitmentPageProps) {
  const label = recruitmentLabel(data.type);
  return (
    <AboutFrame
      title={label}
      lead="期待与优秀的你一起，让基因编辑更简单、更可靠。"
      menu={menu}
      menuLabel={menuLabel}
      crumbs={[parent, { label }]}
      testId={data.type === JobType.school ? 'recruitment-school' : 'recruitment-enterprise'}
    >
      <section className="about-section" aria-label={`${label}职位`}>
        <div className="container">
          <JobList data={data} />
        </div>
      </section>
    </AboutFrame>
  );
}
