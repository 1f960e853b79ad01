// Transactions for the repos (server/modules/*/repo.ts). A Drizzle transaction is itself a `Db`, so a
// repo created on one runs its queries inside it; services group queries through a repo's
// `transaction(work)` and never open a transaction on the database themselves.
import type { Db } from './client.ts';

/** An open transaction: the argument of `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The `transaction(work)` of a repo whose queries are built by `queries(db)`: `work` receives the
 * same queries bound to one transaction, which commits when `work` resolves and rolls back when it
 * throws, and that transaction's `db` (for a write of another module that must commit with it: an
 * audit row, a staged e-mail).
 */
export function transactionOf<Q>(db: Db, queries: (db: Db) => Q) {
  return <T>(work: (tx: Q, txDb: Db) => Promise<T>): Promise<T> => db.transaction((tx) => work(queries(tx), tx));
}
