import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.js';
import { ownTransaction } from './transaction.js';

// SQLite's transactions begin IMMEDIATE (database.ts): two processes on one file — the server
// and `kwartier-admin` — each read and then write in a transaction, and a deferred one fails at
// once when the other commits between its read and its write.

const dir = mkdtempSync(join(tmpdir(), 'kwartier-transaction-'));
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Two connections on one new file (as two processes would have), with a counter at 0; `other` refuses at once where it would wait. */
async function twoConnections(name: string) {
  const file = join(dir, `${name}.sqlite`);
  const db = createDatabase({ sqliteFile: file });
  const other = createDatabase({ sqliteFile: file });
  opened.push(db, other);
  await sql`create table counter (n integer not null)`.execute(db);
  await sql`insert into counter (n) values (0)`.execute(db);
  await sql`pragma busy_timeout = 0`.execute(other);
  return { db, other };
}

const count = async (db: Db) => (await sql<{ n: number }>`select n from counter`.execute(db)).rows[0].n;
const add = (db: Db, n: number) => sql`update counter set n = ${n}`.execute(db);

describe('a transaction on SQLite', () => {
  it('holds the write lock from its begin: another connection cannot commit between its read and its write', async () => {
    const { db, other } = await twoConnections('immediate');
    await ownTransaction(db, async (trx) => {
      const before = await count(trx);
      // The other process waits (here: is refused at once) instead of slipping a commit in.
      await expect(add(other, 100)).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
      await add(trx, before + 1);
    });
    await add(other, (await count(other)) + 1);
    expect(await count(db)).toBe(2);
  });

  it('begun deferred (as it was), would fail at its write once the other connection committed in between', async () => {
    const { db, other } = await twoConnections('deferred');
    await db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      try {
        const before = await count(connection);
        await add(other, 100);
        // Its snapshot is older than that commit: no wait helps, SQLite refuses the write.
        await expect(add(connection, before + 1)).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
      } finally {
        await sql`rollback`.execute(connection);
      }
    });
    expect(await count(db)).toBe(100);
  });
});
