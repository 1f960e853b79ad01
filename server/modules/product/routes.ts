// The product calls: the technical-service menu and list (read-only, GET as well as POST), the
// purchase inquiry, and the mail enquiry, which the specification places outside /api/v1.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailEnquiryInput, PRODUCT_MESSAGES, productIndexInput, purchaseInquiryInput, SEND_MAIL_PATH } from '../../../contracts/product.ts';
import { apiRoute, readRoute } from '../../http/api-route.ts';
import type { AuthUser } from '../../http/auth-user.ts';

const tags = ['product'];

/** Enquiry forms: enough for a person correcting a typo a few times, not for a script. */
export const ENQUIRY_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const sender = (request: FastifyRequest, user: AuthUser | null) => ({ ip: request.ip || null, uid: user?.id ?? null });

/** Registered under /api/v1. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const product = app.services.products;

  readRoute(app, {
    tags,
    url: '/product/getModels',
    summary: '技术服务分类菜单：name, type（1 卡片，0 表格）, tid, molds',
    handler: () => product.models(),
  });

  readRoute(app, {
    tags,
    url: '/product/index',
    summary: '技术产品列表（page 0 与 1 均为第一页，size 默认 15、最多 50，keyword，tid 含下级分类）；data.info.data / data.info.total',
    input: productIndexInput,
    handler: (query) => product.list(query),
  });

  apiRoute(app, {
    tags,
    url: '/onlinebook/addYuding',
    summary: '技术产品订购咨询（姓名、电话、单位、邮箱必填；aid 为产品ID）；成功提示 订购成功',
    input: purchaseInquiryInput,
    rateLimit: ENQUIRY_RATE_LIMIT,
    message: PRODUCT_MESSAGES.orderSuccess,
    handler: async (input, { request, user }) => {
      await product.addPurchaseInquiry(input, sender(request, user));
      return null;
    },
  });
}

/** Registered at the site root: POST /messages/send-mail. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const product = app.services.products;
  apiRoute(app, {
    tags,
    url: SEND_MAIL_PATH,
    summary: '产品购买咨询邮件（productName、name、phone、email 必填）：保存并发送到公司邮箱',
    input: mailEnquiryInput,
    rateLimit: ENQUIRY_RATE_LIMIT,
    message: PRODUCT_MESSAGES.mailSent,
    handler: async (input, { request, user }) => {
      await product.sendMailEnquiry(input, sender(request, user));
      return null;
    },
  });
}
