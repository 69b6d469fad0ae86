import type { ControlledTransaction, Transaction, TransactionBuilder } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';
import { committed } from './commits.js';

/**
 * `work` in a transaction of its own on the database itself (not a request's), in which a
 * store's `db.transaction()` is a savepoint as in a request: for work after a request's commit
 * (an invoice sent once its mail was accepted, resources/invoicemails) or outside any request.
 */
export async function ownTransaction<T>(root: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const trx = await root.startTransaction().execute();
  try {
    const result = await work(withNestedTransactions(trx));
    await trx.commit().execute();
    committed();
    return result;
  } catch (error) {
    await trx.rollback().execute().catch(() => {});
    throw error;
  }
}

/**
 * The request's transaction as the handler's `db`. Kysely refuses `transaction()` on a
 * transaction; here it opens a savepoint instead, so a handler's all-or-nothing part stays
 * all-or-nothing within the request (and on PostgreSQL a failure inside it, rolled back to the
 * savepoint, does not abort the request's transaction).
 */
export function withNestedTransactions(trx: ControlledTransaction<Database, string[]>): Db {
  let savepoints = 0;
  const nested = (outer: ControlledTransaction<Database, string[]>) => {
    const builder = {
      async execute<T>(work: (db: Transaction<Database>) => Promise<T>): Promise<T> {
        const name = `nested_${++savepoints}`;
        const inner = (await outer.savepoint(name).execute()) as ControlledTransaction<Database, string[]>;
        let result: T;
        try {
          result = await work(patch(inner));
        } catch (error) {
          await inner.rollbackToSavepoint(name).execute();
          throw error;
        }
        await inner.releaseSavepoint(name).execute();
        return result;
      },
      setIsolationLevel(): never {
        throw new Error("a nested transaction runs at the isolation level of the request's transaction");
      },
      setAccessMode(): never {
        throw new Error("a nested transaction runs in the access mode of the request's transaction");
      },
    };
    return builder as unknown as TransactionBuilder<Database>;
  };
  const patch = (t: ControlledTransaction<Database, string[]>) => {
    Object.defineProperty(t, 'transaction', { value: () => nested(t), configurable: true });
    return t;
  };
  return patch(trx) as unknown as Db;
}
