// The about/contact and recruitment calls (/api/v1/article/guanyu, zhaopin, show, the page-block lists
// and /api/v1/about/*): shared answer shapes, inputs and messages.
import { z } from 'zod';
import type { AboutUs } from './content.ts';
// Type-only: the answer schemas live with their endpoints (contracts/api/about.ts), which import this file.
import type { companyPage, jobDetail, jobList, jobSummary, pageBlock, welfare } from './api/about.ts';

/** job_postings.type: 0 social (enterprise) recruitment, 1 campus (school) recruitment. */
export const JobType = { enterprise: 0, school: 1 } as const;
export type JobTypeValue = (typeof JobType)[keyof typeof JobType];

export const JOB_PAGE_SIZES = [10, 50] as const;
export const DEFAULT_JOB_PAGE_SIZE = 10;

export const ABOUT_MESSAGES = {
  jobNotFound: '职位不存在或已下线',
  badJobId: '职位编号不正确',
  badPage: '页码不正确',
  badSize: '每页条数不正确',
  badType: '招聘类型不正确',
} as const;

/** A row of the recruitment list. `create_time` is 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai. */
export type JobSummary = z.infer<typeof jobSummary>;

/** /article/show: one posting with its sanitised HTML body. */
export type JobDetail = z.infer<typeof jobDetail>;

export type JobList = z.infer<typeof jobList>;

/** One block of a company page section (page_blocks), body sanitised. */
export type PageBlock = z.infer<typeof pageBlock>;

/** A single company page (pages table), body sanitised. */
export type CompanyPage = z.infer<typeof companyPage>;

/** /article/fulidaiyu and /article/fulidaiyuan: the welfare page with its items. */
export type Welfare = z.infer<typeof welfare>;

export type AboutInfo = AboutUs;

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

/** Form posts send '' for an empty field: treat it as absent so the default applies. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const jobListInput = z.object({
  page: z.preprocess(blankToUndefined, positiveInt(ABOUT_MESSAGES.badPage).max(100_000, { error: ABOUT_MESSAGES.badPage }).default(1)),
  size: z.preprocess(
    blankToUndefined,
    positiveInt(ABOUT_MESSAGES.badSize).max(100, { error: ABOUT_MESSAGES.badSize }).default(DEFAULT_JOB_PAGE_SIZE),
  ),
  type: z.preprocess(blankToUndefined, z.coerce
    .number({ error: ABOUT_MESSAGES.badType })
    .int({ error: ABOUT_MESSAGES.badType })
    .min(0, { error: ABOUT_MESSAGES.badType })
    .max(1, { error: ABOUT_MESSAGES.badType })
    .default(JobType.enterprise)),
});
export type JobListInput = z.infer<typeof jobListInput>;

export const jobShowInput = z.object({ id: positiveInt(ABOUT_MESSAGES.badJobId).max(2_147_483_647, { error: ABOUT_MESSAGES.badJobId }) });

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiDateTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The list's publish-time column: the date part. */
export function publishDate(createTime: string): string {
  return createTime.slice(0, 10);
}
