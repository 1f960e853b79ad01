// Bookings from service pages: the SMS code proves the phone, the article must be a shown article
// of the given category (its stored title wins over what the form sent), the row is kept and the
// company's mailbox (MAIL_COMPANY_TO) gets the booking by e-mail, staged with the row (decision 0059).
import { BOOKING_MESSAGES, type AddBookInput } from '../../../contracts/booking.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import type { ArticleService } from '../article/service.ts';
import type { MailService } from '../mail/service.ts';
import type { CodeService } from '../verification/service.ts';
import { createBookingRepo } from './repo.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export interface BookingDeps {
  articles: Pick<ArticleService, 'find'>;
  codes: Pick<CodeService, 'verify'>;
  mail: Pick<MailService, 'send' | 'relay'>;
}

export function createBookingService(config: AppConfig, database: Database, deps: BookingDeps) {
  const repo = createBookingRepo(database.db);

  return {
    async add(input: AddBookInput, meta: { uid: number | null; ip: string | null }): Promise<{ info: string }> {
      const article = await deps.articles.find(input.aid);
      if (!article || article.tid !== input.tid) throw refuse(BOOKING_MESSAGES.serviceMissing);
      await deps.codes.verify({ channel: 'sms', target: input.phone, purpose: 'booking', code: input.code });
      const row = {
        name: input.name,
        phone: input.phone,
        email: input.email,
        company: input.company || null,
        title: article.title,
        aid: article.id,
        tid: article.tid,
        uid: meta.uid,
        ip: meta.ip,
      };
      await repo.transaction(async (q, tx) => {
        const id = await q.insertBooking(row);
        await deps.mail.send({
          to: config.MAIL_COMPANY_TO,
          subject: `【服务预约】${article.title} - ${input.name}`,
          text: [
            `预约编号：${id}`,
            `预约服务：${article.title}（文章 ${article.id}，分类 ${article.tid}）`,
            `姓名：${input.name}`,
            `手机：${input.phone}（已短信验证）`,
            `邮箱：${input.email}`,
            `单位：${input.company || '未填写'}`,
            `页面：${config.publicUrl}${pagePath('dynamic-detail', { id: article.tid })}`,
          ].join('\n'),
        }, 'bulk', { key: `booking:${id}`, tx });
      });
      // After the commit; if this fails the worker's sweep relays the staged mail.
      await deps.mail.relay().catch(() => {});
      return { info: BOOKING_MESSAGES.success };
    },
  };
}
