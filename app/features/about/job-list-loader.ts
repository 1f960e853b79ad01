// The server side of a recruitment list page: page and size from the query string (10 per page,
// 10 or 50), the postings from the about service. Bad values fall back to the defaults rather than
// failing, since they come from hand-edited addresses.
import type { RouterContextProvider } from 'react-router';
import { DEFAULT_JOB_PAGE_SIZE, JOB_PAGE_SIZES, type JobTypeValue } from '../../../contracts/about.ts';
import type { JobList } from '../../../contracts/api/about.ts';
import { serverContext } from '../../server-context.ts';
import { pageLanguage } from '../../../contracts/page-language.ts';

export interface JobListPage {
  type: JobTypeValue;
  page: number;
  size: number;
  list: JobList;
  companyName: string;
}

export function listParams(search: URLSearchParams): { page: number; size: number } {
  const size = Number(search.get('size'));
  const page = Number(search.get('page'));
  return {
    size: (JOB_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_JOB_PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export async function loadJobList(request: Request, context: Readonly<RouterContextProvider>, type: JobTypeValue): Promise<JobListPage> {
  const { services } = context.get(serverContext);
  const lang = pageLanguage(request);
  const { page, size } = listParams(new URL(request.url).searchParams);
  const [list, settings] = await Promise.all([services.about.jobs({ page, size, type }, { lang }), services.content.webSettings({ lang })]);
  return { type, page, size, list, companyName: settings.company_name };
}
