// The booking call of service pages (/dynamicDetail → /api/v1/onlinebook/addBook).
import { z } from 'zod';
import { addBookInput } from '../booking.ts';
import { v1 } from './v1.ts';

export const bookingApi = {
  add: v1({
    path: '/onlinebook/addBook',
    tags: ['content'],
    summary: '服务预约（name, phone, email, company, code = 短信验证码, aid = 文章, tid = 分类）；成功 data.info = 提交成功，并邮件通知公司',
    input: addBookInput,
    output: z.object({ info: z.string().describe('提交成功') }),
  }),
};
