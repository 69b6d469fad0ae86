import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

// SQLite writes every commit to its write-ahead log and, once the log holds 1,000 pages (about
// 75 saves of the time sheet), folds it back into the database file during the commit that
// crossed the mark: that commit writes the pages and syncs the file, 10–80 ms on this machine,
// and better-sqlite3 runs it on the event loop, so every request waiting behind it waits too
// (the tail of bench/time.ts's steady saves). Here a worker thread with its own connection folds
// the log in every CHECKPOINT_INTERVAL_MS instead (PASSIVE: it never waits for nor blocks a
// reader or a writer), and the request connection checkpoints by itself only past
// BACKSTOP_PAGES, should the worker fall behind or be gone.

/** How often the worker folds the log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 100;
/** The request connection's own automatic checkpoint, as a backstop: 16,000 pages, about 64 MB. */
export const BACKSTOP_PAGES = 16_000;

/** The worker's code: CommonJS, given the driver's resolved path so it loads the same build. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'close') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

/**
 * Moves the WAL checkpoints of `sqlite` (open on `file`, in WAL mode) off its thread. Returns
 * what to call when the connection closes.
 */
export function checkpointInBackground(sqlite: SQLite.Database, file: string): () => void {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS } });
  // The worker never keeps the process alive: closing the database ends it, and so does the exit.
  worker.unref();
  let failed = false;
  const fallBack = (reason: string) => {
    if (failed) return;
    failed = true;
    console.error(`SQLite checkpoints in the background stopped (${reason}); the request connection checkpoints by itself again.`);
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('message', (message: { error?: string }) => {
    if (message.error) fallBack(message.error);
  });
  worker.on('error', (error) => fallBack(error.message));
  return () => worker.postMessage('close');
}
