// The order detail's answer types, as the console's parts take them.
import type { adminOrderApi } from '../../../contracts/api/admin/orders.ts';
import type { EndpointData } from '../../../contracts/endpoint.ts';

export type AdminOrderDetail = EndpointData<typeof adminOrderApi.detail>;
export type AdminOrderHeader = AdminOrderDetail['order'];
export type AdminSample = AdminOrderDetail['samples'][number];
export type AdminResultFile = AdminOrderDetail['files'][number];
export type AdminOrderEvent = AdminOrderDetail['events'][number];
