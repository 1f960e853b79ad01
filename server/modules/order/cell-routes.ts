// The cell-line construction calls of spec/ordering.md section 7 (/api/v1/cellsline/*). All need a
// login; another user's order answers 404 like a missing one. The list counts pages from 1.
import type { FastifyInstance } from 'fastify';
import { CELL_MESSAGES, cellInput } from '../../../contracts/order-cell.ts';
import { idField, orderIdInput, orderListInput } from '../../../contracts/order.ts';
import { apiRoute } from '../../http/api-route.ts';

export function cellOrderRoutes(app: FastifyInstance): void {
  const service = app.services.cellOrders;
  const tags = ['cellsline'];

  apiRoute(app, {
    url: '/cellsline/myCellslineOrder',
    summary: '我的细胞株构建订单（page 从 1 开始，size，keyword 为订单号）；data.data 列表，data.total 总数',
    tags,
    auth: true,
    input: orderListInput,
    handler: (input, { user }) => service.list(user.id, input),
  });

  apiRoute(app, {
    url: '/cellsline/myCellslineInfo',
    summary: '细胞株构建订单详情（id）；data 为订单全部字段',
    tags,
    auth: true,
    input: orderIdInput,
    handler: ({ id }, { user }) => service.info(user.id, id),
  });

  apiRoute(app, {
    url: '/cellsline/addCellslineOrder',
    summary: '提交细胞株构建订单（表单字段）；data.info 为新订单 id',
    tags,
    auth: true,
    input: cellInput({}),
    message: CELL_MESSAGES.added,
    handler: ({ values }, { user }) => service.create(user.id, values),
  });

  apiRoute(app, {
    url: '/cellsline/editCellslineOrder',
    summary: '修改细胞株构建订单（表单字段 + id；仅状态 0）',
    tags,
    auth: true,
    input: cellInput({ id: idField(CELL_MESSAGES.idRequired) }),
    message: CELL_MESSAGES.updated,
    handler: ({ id, values }, { user }) => service.edit(user.id, id, values),
  });

  apiRoute(app, {
    url: '/cellsline/delCellslineOrder',
    summary: '删除细胞株构建订单（id；仅状态 0，见决策记录 0011）',
    tags,
    auth: true,
    input: orderIdInput,
    message: CELL_MESSAGES.deleted,
    handler: ({ id }, { user }) => service.remove(user.id, id),
  });
}
