// The order list's export (orders/export): one row per order as the console's list shows it, Chinese
// column headers, times in Shanghai.
import { ORDER_KIND_LABELS } from '../../../contracts/order-ops.ts';
import { statusLabel } from '../../../contracts/order.ts';
import { exportTime, type ExportSheet } from '../../http/table-export.ts';
import type { OrderListRow } from './list-repo.ts';

export const ORDER_EXPORT_SHEET: ExportSheet<OrderListRow> = {
  title: '订单',
  asciiName: 'orders',
  columns: [
    { header: '订单号', width: 22, value: (r) => r.orderno },
    { header: '类型', width: 18, value: (r) => ORDER_KIND_LABELS[r.kind] },
    { header: '项目', width: 18, value: (r) => r.leixing },
    { header: '状态', width: 12, value: (r) => statusLabel(r.status) },
    { header: '样本数', width: 8, value: (r) => r.yangben_nums ?? '' },
    { header: '客户邮箱', width: 28, value: (r) => r.customer_email },
    { header: '客户姓名', width: 14, value: (r) => r.customer_name ?? '' },
    { header: '单位', width: 28, value: (r) => r.company ?? '' },
    { header: '报价（元）', width: 12, value: (r) => r.quote_amount ?? '' },
    { header: '提交时间', width: 20, value: (r) => exportTime(r.create_time) },
    { header: '更新时间', width: 20, value: (r) => exportTime(r.update_time) },
  ],
};
