// The delivery-address calls of /addressManagement. All need a login; the session's user owns every
// row read or written, and another user's address answers 404 exactly like a missing one.
import { z } from 'zod';
import { addressIdInput, createAddressInput, updateAddressInput } from '../address.ts';
import { timestamp } from './answers.ts';
import { v1 } from './v1.ts';

const tags = ['address'];

/** One address as the calls answer it. `areaname` is the province and city names. */
export const address = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  name: z.string(),
  company: z.string().nullable(),
  country: z.number().int(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  areaname: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  tel: z.string().nullable(),
  tel2: z.string().nullable(),
  /** 1 for the user's one default address. */
  is_default: z.number().int(),
  create_time: timestamp,
  update_time: timestamp,
});

export const addressApi = {
  list: v1({
    path: '/user/addrList',
    tags,
    summary: '我的收货地址（默认地址在前；areaname 为省市名称）',
    auth: true,
    output: z.array(address),
  }),
  create: v1({
    path: '/user/creatAddr',
    tags,
    summary: '新增收货地址（用户的第一个地址自动成为默认地址）',
    auth: true,
    input: createAddressInput,
    output: address,
  }),
  update: v1({
    path: '/user/updateAddr',
    tags,
    summary: '修改收货地址（id；客户端的 uid 被忽略，以登录用户为准；不改变默认地址）',
    auth: true,
    input: updateAddressInput,
    output: address,
  }),
  setDefault: v1({
    path: '/user/setDefaultAddr',
    tags,
    summary: '设为默认地址（id；同一事务中取消其他默认地址）',
    auth: true,
    input: addressIdInput,
    output: address,
  }),
  remove: v1({
    path: '/user/delAddr',
    tags,
    summary: '删除收货地址（id；删除默认地址时最新的其余地址成为默认；data.default_id 为现在的默认地址）',
    auth: true,
    input: addressIdInput,
    output: z.object({ id: z.number().int(), default_id: z.number().int().nullable() }),
  }),
};

/** One address as the calls answer it. `areaname` is the province and city names. */
export type Address = z.infer<typeof address>;
