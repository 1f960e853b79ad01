// The about/contact and recruitment calls (/api/v1/article/guanyu, zhaopin, show, the page-block lists
// and /api/v1/about/*): shared answer shapes, inputs and messages.
import { z } from 'zod';
import { emptyToUndefined, integer } from './form-fields.ts';
import { withEnglish } from './english-messages.ts';

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

withEnglish(ABOUT_MESSAGES, {
  jobNotFound: 'This job posting does not exist or has been withdrawn',
  badJobId: 'The job number is not valid',
  badPage: 'The page number is not valid',
  badSize: 'The page size is not valid',
  badType: 'The recruitment type is not valid',
});


export const jobListInput = z.object({
  page: z.preprocess(emptyToUndefined, integer(ABOUT_MESSAGES.badPage, { max: 100_000 }).default(1)),
  size: z.preprocess(emptyToUndefined, integer(ABOUT_MESSAGES.badSize, { max: 100 }).default(DEFAULT_JOB_PAGE_SIZE)),
  type: z.preprocess(emptyToUndefined, integer(ABOUT_MESSAGES.badType, { min: 0, max: 1 }).default(JobType.enterprise)),
});
export type JobListInput = z.infer<typeof jobListInput>;

export const jobShowInput = z.object({ id: integer(ABOUT_MESSAGES.badJobId) });


/** The list's publish-time column: the date part. */
export function publishDate(createTime: string): string {
  return createTime.slice(0, 10);
}
