// CRISPR-Net calls: addJob and read need a login (a user reads only their own jobs), the option lists
// are public. The csv input arrives through /uploads/index (purpose crispr) and is named by its URL.
import type { FastifyInstance } from 'fastify';
import { CRISPR_LIMITS, CRISPR_MESSAGES, addJobInput, readJobInput } from '../../../contracts/crispr.ts';
import { apiRoute, readRoute } from '../../http/api-route.ts';

const tags = ['crispr'];

export async function crisprRoutes(app: FastifyInstance): Promise<void> {
  const crispr = app.services.crispr;

  apiRoute(app, {
    url: '/crisprNet/addJob',
    summary: `提交 CRISPR-Net 评分任务（title, email, csvfile 或 xulie, type, type1；少于${CRISPR_LIMITS.maxPairs}对，同一用户两次提交间隔至少${CRISPR_LIMITS.intervalSeconds}秒）；data.info 为任务编号`,
    tags,
    auth: true,
    input: addJobInput,
    message: CRISPR_MESSAGES.submitted,
    // The 30-second rule is the real limit; this only stops a flood of refused calls.
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async (input, { user }) => ({ info: await crispr.addJob(user.id, input) }),
  });

  apiRoute(app, {
    url: '/crisprNet/read',
    summary: '读取任务（id）：status 1 运行中 2 失败 3 完成，out_csvfile 下载地址，jieguo 结果行；过期任务 code 201',
    tags,
    auth: true,
    input: readJobInput,
    handler: ({ id }, { user }) => crispr.read(user.id, id),
  });

  readRoute(app, {
    url: '/help/getPamType',
    summary: 'PAM 类型选项（id, title）',
    tags,
    handler: () => crispr.listOptions('pam'),
  });

  readRoute(app, {
    url: '/help/getGenome',
    summary: '基因组选项（id, title）',
    tags,
    handler: () => crispr.listOptions('genome'),
  });
}
