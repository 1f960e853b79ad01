// The booking call of service pages. Rate-limited per address on top of the SMS code it needs.
import type { FastifyInstance } from 'fastify';
import { addBookInput } from '../../../contracts/booking.ts';
import { apiRoute } from '../../http/api-route.ts';

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, {
    url: '/onlinebook/addBook',
    summary: '服务预约（name, phone, email, company, code = 短信验证码, aid = 文章, tid = 分类）；成功 data.info = 提交成功，并邮件通知公司',
    tags: ['content'],
    input: addBookInput,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: (input, { request, user }) => app.services.bookings.add(input, { uid: user?.id ?? null, ip: request.ip }),
  });
}
