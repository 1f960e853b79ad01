// The order-ops module's repo: the orders of every kind as staff see them (orders-repo.ts), their
// life (life-repo.ts) and the console's list (list-repo.ts). `transaction(work)` hands `work` the same
// queries bound to one transaction, and that transaction's `db` for the audit record of the write.
import type { Db } from '../../db/client.ts';
import { lifeQueries } from './life-repo.ts';
import { createOrderListRepo } from './list-repo.ts';
import { orderQueries } from './orders-repo.ts';

function opsQueries(db: Db) {
  return { ...orderQueries(db), ...lifeQueries(db) };
}

export type OpsQueries = ReturnType<typeof opsQueries>;

export function createOrderOpsRepo(db: Db) {
  return {
    ...opsQueries(db),
    list: createOrderListRepo(db),
    transaction: <T>(work: (q: OpsQueries, tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(opsQueries(tx), tx)),
  };
}
