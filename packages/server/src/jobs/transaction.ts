import type { Db } from '../db/database.js';
import { withNestedTransactions } from '../http/idempotency.js';

/**
 * Runs `work` in a transaction of its own on the root handle: committed when it resolves, rolled
 * back when it throws. Inside, `transaction()` opens a savepoint (as in a request), so stores that
 * keep a part all-or-nothing work the same here.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const trx = await db.startTransaction().execute();
  try {
    const result = await work(withNestedTransactions(trx));
    await trx.commit().execute();
    return result;
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
}
