// /admin/content/jobs (editors, admins): job postings of the recruitment pages.
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminSiteApi } from '../../contracts/api/admin/content-site.ts';
import { useApiData } from '../api/use-api-data.ts';
import { consoleMeta } from '../features/admin/console-meta.ts';
import { ContentOnly, useContentAccess } from '../features/admin/content/content-access.tsx';
import { JOB_PAGE_SIZE, JobDrawer, JobTable, jobFiltersSearch, parseJobFilters, type Job, type JobFilters } from '../features/admin/content/site-jobs.tsx';
import type { Route } from './+types/admin-content-jobs';

export const meta: Route.MetaFunction = consoleMeta('招聘');

export default function AdminContentJobs() {
  const allowed = useContentAccess();
  const [search, setSearch] = useSearchParams();
  const filters = parseJobFilters(search);
  const jobs = useApiData(adminSiteApi.jobs, { type: filters.type, keyword: filters.keyword, page: filters.page ?? 1, size: JOB_PAGE_SIZE }, { enabled: allowed });
  const [editing, setEditing] = useState<Job | 'new' | null>(null);
  const go = (next: JobFilters) => setSearch(jobFiltersSearch(next));

  return (
    <ContentOnly allowed={allowed}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1} className="console__page-title">
          招聘
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          添加职位
        </Button>
      </Space>
      <JobTable jobs={jobs} filters={filters} onFilters={go} onEdit={setEditing} />
      <JobDrawer
        job={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          jobs.reload();
        }}
      />
    </ContentOnly>
  );
}
