// /recruitment/enterprise: the enterprise recruitment list (server-rendered paging via ?page=&size=).
import type { Route } from './+types/recruitment-enterprise';
import { JobType } from '../../contracts/about.ts';
import { loadJobList } from '../features/about/job-list-loader.ts';
import { RECRUITMENT_MENU } from '../features/about/about-frame.tsx';
import { RecruitmentPage, recruitmentMeta } from '../features/about/recruitment-page.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { rootMessages } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadJobList(request, context, JobType.enterprise);
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => recruitmentMeta(loaderData, translator(rootMessages(matches)));

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function RecruitmentEnterprise({ loaderData }: Route.ComponentProps) {
  return <RecruitmentPage data={loaderData} menu={RECRUITMENT_MENU} section={{ to: pagePath('recruitment-enterprise'), label: 'about.recruitment' }} />;
}
