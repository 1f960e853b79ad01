// The address calls of /addressManagement. All need a login; the session's user owns every row read
// or written, and another user's address answers 404 exactly like a missing one.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  addressIdInput,
  createAddressInput,
  updateAddressInput,
} from '../../../contracts/address.ts';
import { apiRoute } from '../../http/api-route.ts';

const tags = ['address'];

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  const addresses = app.services.addresses;

  apiRoute(app, {
    url: '/user/addrList',
    summary: '我的收货地址（默认地址在前；areaname 为省市名称）',
    tags,
    auth: true,
    input: z.object({}),
    handler: (_input, { user }) => addresses.list(user.id),
  });

  apiRoute(app, {
    url: '/user/creatAddr',
    summary: '新增收货地址（用户的第一个地址自动成为默认地址）',
    tags,
    auth: true,
    input: createAddressInput,
    message: ADDRESS_MESSAGES.created,
    handler: (fields, { user }) => addresses.create(user.id, fields),
  });

  apiRoute(app, {
    url: '/user/updateAddr',
    summary: '修改收货地址（id；客户端的 uid 被忽略，以登录用户为准；不改变默认地址）',
    tags,
    auth: true,
    input: updateAddressInput,
    message: ADDRESS_MESSAGES.updated,
    handler: ({ id, uid: _ignored, ...fields }, { user }) => addresses.update(user.id, id, fields),
  });

  apiRoute(app, {
    url: '/user/setDefaultAddr',
    summary: '设为默认地址（id；同一事务中取消其他默认地址）',
    tags,
    auth: true,
    input: addressIdInput,
    message: ADDRESS_MESSAGES.defaultSet,
    handler: ({ id }, { user }) => addresses.setDefault(user.id, id),
  });

  apiRoute(app, {
    url: '/user/delAddr',
    summary: '删除收货地址（id；删除默认地址时最新的其余地址成为默认；data.default_id 为现在的默认地址）',
    tags,
    auth: true,
    input: addressIdInput,
    message: ADDRESS_MESSAGES.deleted,
    handler: ({ id }, { user }) => addresses.remove(user.id, id),
  });
}
