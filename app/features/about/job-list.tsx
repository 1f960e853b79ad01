// A recruitment list: an antd table on wide screens, a card list on phones (CSS picks one), and
// paging through the query string so every page is server-rendered and linkable.
import { Pagination, Table, type PaginationProps, type TableColumnsType } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { JOB_PAGE_SIZES, publishDate } from '../../../contracts/about.ts';
import type { JobSummary } from '../../../contracts/api/about.ts';
import type { JobListPage } from './job-list-loader.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export function detailHref(id: number): string {
  return pagePath('talent-recruitment-detail', { key: id });
}

function pageHref(pathname: string, page: number, size: number): string {
  const search = new URLSearchParams();
  if (page > 1) search.set('page', String(page));
  if (size !== JOB_PAGE_SIZES[0]) search.set('size', String(size));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Page numbers as real links for crawlers and visitors without JavaScript; in the browser onChange navigates. */
function pageItemRenderer(pathname: string, size: number): PaginationProps['itemRender'] {
  return (page, type, element) =>
    type === 'page' ? (
      <Link to={pageHref(pathname, page, size)} onClick={(event) => event.preventDefault()}>
        {page}
      </Link>
    ) : (
      element
    );
}

export function JobList({ data }: { data: JobListPage }) {
  const t = useT();
  const { to } = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const from = { from: pathname };
  const jobs = data.list.data;

  const columns: TableColumnsType<JobSummary> = [
    {
      title: t('job.title'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, job) => (
        <Link to={to(detailHref(job.id))} state={from} className="job-list__title">
          {title}
        </Link>
      ),
    },
    { title: t('job.kind'), dataIndex: 'leixing', key: 'leixing', width: 140 },
    { title: t('job.place'), dataIndex: 'didian', key: 'didian', width: 160 },
    { title: t('job.count'), dataIndex: 'renshu', key: 'renshu', width: 110 },
    { title: t('job.published'), dataIndex: 'create_time', key: 'create_time', width: 140, render: (value: string) => publishDate(value) },
  ];

  return (
    <div className="job-list" data-testid="job-list">
      <div className="job-list__table">
        <Table<JobSummary> rowKey="id" columns={columns} dataSource={jobs} pagination={false} locale={{ emptyText: t('job.none') }} />
      </div>
      <ul className="job-list__cards" aria-label={t('job.list')}>
        {jobs.length === 0 ? <li className="job-card job-card--empty">{t('job.none')}</li> : null}
        {jobs.map((job) => (
          <li key={job.id} className="job-card">
            <Link to={to(detailHref(job.id))} state={from} className="job-card__title">
              {job.title}
            </Link>
            <dl className="job-card__facts">
              <div>
                <dt>{t('job.kind')}</dt>
                <dd>{job.leixing || '—'}</dd>
              </div>
              <div>
                <dt>{t('job.place')}</dt>
                <dd>{job.didian || '—'}</dd>
              </div>
              <div>
                <dt>{t('job.count')}</dt>
                <dd>{job.renshu || '—'}</dd>
              </div>
              <div>
                <dt>{t('job.published')}</dt>
                <dd>{publishDate(job.create_time)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {data.list.total > 0 ? (
        <Pagination
          className="job-list__pages"
          current={data.page}
          pageSize={data.size}
          total={data.list.total}
          showSizeChanger
          pageSizeOptions={JOB_PAGE_SIZES.map(String)}
          showTotal={(total) => t('job.total', { total })}
          itemRender={pageItemRenderer(pathname, data.size)}
          onChange={(page, size) => navigate(pageHref(pathname, size !== data.size ? 1 : page, size))}
        />
      ) : null}
    </div>
  );
}
