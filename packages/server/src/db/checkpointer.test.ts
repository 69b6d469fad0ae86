import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKSTOP_PAGES } from './checkpointer.js';
import { createDatabase, SQLITE_FILE_NAME, type Db } from './database.js';

// The server's SQLite connection leaves WAL checkpoints to a worker thread (checkpointer.ts).
// Seen from outside: the request connection's own automatic checkpoint is only the backstop, and
// yet what it commits reaches the database file without any checkpoint on its side, which a
// connection without the worker does not do for the same writes (they stay in the log, below
// SQLite's 1,000-page mark).

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** About 1.6 MB of commits (200 × 8 kB, as stored answers are), one transaction each. */
async function writeSome(db: Db) {
  await sql`create table "blobs" ("id" integer primary key, "body" text not null)`.execute(db);
  for (let i = 0; i < 200; i += 1) {
    await db.transaction().execute((trx) => sql`insert into "blobs" ("body") values (${`${i}`.padEnd(8_000, 'x')})`.execute(trx));
  }
}

function open(checkpointInBackground: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-checkpoint-'));
  folders.push(dataDir);
  const db = createDatabase({ dataDir, checkpointInBackground });
  return { db, dataDir, fileSize: () => statSync(join(dataDir, SQLITE_FILE_NAME)).size };
}

describe('SQLite checkpoints in the background', () => {
  it('fold the log into the database file without the request connection checkpointing', async () => {
    const { db, dataDir, fileSize } = open(true);
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows[0]?.wal_autocheckpoint).toBe(BACKSTOP_PAGES);
    await writeSome(db);
    // The worker checkpoints every 100 ms; the file holds the 200 rows' pages once it has.
    await expect.poll(fileSize, { timeout: 10_000, interval: 100 }).toBeGreaterThan(1_600_000);
    await db.destroy();

    // Nothing lost: a new connection reads every row back.
    const again = createDatabase({ dataDir });
    const count = await sql<{ n: number }>`select count(*) as "n" from "blobs"`.execute(again);
    expect(count.rows[0]?.n).toBe(200);
    await again.destroy();
  });

  it('are not there without the option: the same writes stay in the log', async () => {
    const { db, fileSize } = open(false);
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    expect(rows[0]?.wal_autocheckpoint).toBe(1000);
    await writeSome(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fileSize()).toBeLessThan(100_000);
    await db.destroy();
  });
});
