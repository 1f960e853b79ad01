// The GUIDE-seq (/api/v1/guide/*) and amplicon (/api/v1/amplicon/*) calls of spec/ordering.md
// section 7, plus the order delete and the manifest data (beyond the specification). All need a login;
// another user's order or sample answers 404 like a missing one.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ORDER_MESSAGES,
  idField,
  orderIdInput,
  orderListInput,
  orderOidInput,
  sampleIdInput,
  type SampleOrderKind,
} from '../../../contracts/order.ts';
import { sampleInput } from '../../../contracts/order-sample.ts';
import { apiRoute } from '../../http/api-route.ts';
import type { SampleOrderService } from './service.ts';
import { registerImportRoutes } from './import-routes.ts';
import { cellOrderRoutes } from './cell-routes.ts';

/** Path names of each kind's calls, as the specification spells them. */
const CALLS = {
  guide: {
    prefix: '/guide',
    list: 'myGuideOrder',
    samples: 'myGuideYangben',
    info: 'myGuideInfo',
    addOrder: 'addGuideOrder',
    addSample: 'addGuideYangben',
    editSample: 'editGuideYangben',
    delOrder: 'delGuideOrder',
    edited: ORDER_MESSAGES.guideEdited,
    title: 'GUIDE-seq',
  },
  amplicon: {
    prefix: '/amplicon',
    list: 'myAmpliconOrder',
    samples: 'myAmpliconYangben',
    info: 'myAmpliconInfo',
    addOrder: 'addAmpliconOrder',
    addSample: 'addAmpliconYangben',
    editSample: 'editAmpliconYangben',
    delOrder: 'delAmpliconOrder',
    edited: ORDER_MESSAGES.ampliconEdited,
    title: '扩增子',
  },
} as const;

function sampleOrderRoutes(app: FastifyInstance, kind: SampleOrderKind, service: SampleOrderService) {
  const c = CALLS[kind];
  const tags = [kind];
  const url = (name: string) => `${c.prefix}/${name}`;

  apiRoute(app, {
    url: url(c.list),
    summary: `我的${c.title}订单（page 从 0 开始，size，keyword 为订单号）；data.data 列表，data.total 总数`,
    tags,
    auth: true,
    input: orderListInput,
    handler: (input, { user }) => service.listOrders(user.id, input),
  });

  apiRoute(app, {
    url: url(c.info),
    summary: `${c.title}订单信息（id）`,
    tags,
    auth: true,
    input: orderIdInput,
    handler: ({ id }, { user }) => service.order(user.id, id),
  });

  apiRoute(app, {
    url: url(c.samples),
    summary: `订单的样本列表（oid）`,
    tags,
    auth: true,
    input: orderOidInput,
    handler: ({ oid }, { user }) => service.samples(user.id, oid),
  });

  apiRoute(app, {
    url: url('getYangbenInfo'),
    summary: '样本详情（id），附订单号 orderno 与订单状态 order_status',
    tags,
    auth: true,
    input: sampleIdInput,
    handler: ({ id }, { user }) => service.sample(user.id, id),
  });

  apiRoute(app, {
    url: url(c.addOrder),
    summary: `新建${c.title}订单及其第一个样本（表单字段 + leixing）；data.info 为新订单 id`,
    tags,
    auth: true,
    input: sampleInput(kind, { leixing: z.unknown().optional() }),
    message: ORDER_MESSAGES.added,
    handler: ({ values }, { user }) => service.createOrder(user.id, values),
  });

  apiRoute(app, {
    url: url(c.addSample),
    summary: '向订单添加样本（表单字段 + oid；仅订单状态 0）',
    tags,
    auth: true,
    input: sampleInput(kind, { oid: idField(ORDER_MESSAGES.oidRequired) }),
    message: ORDER_MESSAGES.added,
    handler: ({ oid, values }, { user }) => service.addSample(user.id, oid, values),
  });

  apiRoute(app, {
    url: url(c.editSample),
    summary: '修改样本（表单字段 + id；仅样本与订单状态 0）',
    tags,
    auth: true,
    input: sampleInput(kind, { id: idField(ORDER_MESSAGES.idRequired) }),
    message: c.edited,
    handler: ({ id, values }, { user }) => service.editSample(user.id, id, values),
  });

  apiRoute(app, {
    url: url('delYangben'),
    summary: '删除样本（id；状态 0 或 6）；data.yangben_nums 为订单剩余样本数',
    tags,
    auth: true,
    input: sampleIdInput,
    message: ORDER_MESSAGES.deleted,
    handler: ({ id }, { user }) => service.deleteSample(user.id, id),
  });

  apiRoute(app, {
    url: url(c.delOrder),
    summary: '删除订单及其样本（id；状态 0 或 6；规范之外）',
    tags,
    auth: true,
    input: orderIdInput,
    message: ORDER_MESSAGES.deleted,
    handler: ({ id }, { user }) => service.deleteOrder(user.id, id),
  });

  apiRoute(app, {
    url: url('orderManifest'),
    summary: '样本清单（oid）：订单、客户与全部样本，供打印随管寄送（规范之外）',
    tags,
    auth: true,
    input: orderOidInput,
    handler: ({ oid }, { user }) => service.manifest(user.id, oid),
  });

  registerImportRoutes(app, kind, service, c.prefix);
}

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  await registerMultipart(app);
  sampleOrderRoutes(app, 'guide', app.services.guideOrders);
  sampleOrderRoutes(app, 'amplicon', app.services.ampliconOrders);
  cellOrderRoutes(app);
}

async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
}
