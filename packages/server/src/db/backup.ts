// `kwartier-admin backup FILE` and `restore FILE`.
//
// SQLite: the online backup API of better-sqlite3 copies the file while the server keeps
// writing (WAL); every page in one step, so the copy is one consistent moment and a busy server
// cannot make it start over forever. PostgreSQL: pg_dump in its custom format, of the schema the
// URL's search_path names (else of the whole database), read back by pg_restore.
//
// A backup is written to a temporary file beside FILE and only then put in its place: a failed
// or interrupted backup never leaves a half file under the name, and an existing FILE is only
// replaced with --force. A restore goes only into an empty place unless --force.
import { spawn } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { ServerConfig } from '../config.js';
import { SQLITE_FILE_NAME } from './database.js';

export type Result = { code: number; output: string };

class Refusal extends Error {}

export async function backup(config: ServerConfig, file: string, force: boolean): Promise<Result> {
  const target = resolve(file);
  return guarded(async () => {
    if (existsSync(target) && !force) throw new Refusal(`${target} exists already. Choose another name, or add --force to replace it.`);
    if (!existsSync(dirname(target))) throw new Refusal(`Cannot write ${target}: the folder ${dirname(target)} does not exist.`);
    const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.partial`);
    try {
      if (config.databaseUrl) await pgDump(config.databaseUrl, temporary);
      else await sqliteBackup(config.dataDir, temporary);
      putInPlace(temporary, target, force);
    } finally {
      rmSync(temporary, { force: true });
    }
    return { code: 0, output: `Backed up to ${target} (${statSync(target).size} bytes).` };
  });
}

export async function restore(config: ServerConfig, file: string, force: boolean): Promise<Result> {
  const source = resolve(file);
  return guarded(async () => {
    if (!existsSync(source)) throw new Refusal(`There is no backup at ${source}.`);
    if (config.databaseUrl) return await pgRestore(config.databaseUrl, source, force);
    return sqliteRestore(config.dataDir, source, force);
  });
}

async function guarded(task: () => Promise<Result>): Promise<Result> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof Refusal) return { code: 1, output: error.message };
    return { code: 1, output: `Failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Moves the finished temporary file to its name: never over an existing file without force (a hard link fails if the name exists). */
function putInPlace(temporary: string, target: string, force: boolean) {
  if (force) {
    renameSync(temporary, target);
    return;
  }
  try {
    linkSync(temporary, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Refusal(`${target} exists already. Choose another name, or add --force to replace it.`);
    throw error;
  }
}

// --- SQLite ---------------------------------------------------------------------------------

async function sqliteBackup(dataDir: string, temporary: string) {
  const source = join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source)) throw new Refusal(`There is no database at ${source} (DATA_DIR) to back up.`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in the next step: one read transaction, one moment of the database.
    await db.backup(temporary, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

async function sqliteRestore(dataDir: string, source: string, force: boolean): Promise<Result> {
  checkSqliteBackup(source);
  const target = join(dataDir, SQLITE_FILE_NAME);
  const present = [target, `${target}-wal`].some((path) => existsSync(path));
  if (present && !force) {
    throw new Refusal(`${dataDir} holds a database already (${SQLITE_FILE_NAME}). Restore into an empty DATA_DIR, or add --force to replace it (stop the server first).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const temporary = join(dataDir, `.${SQLITE_FILE_NAME}.${process.pid}.restoring`);
  try {
    // A copy through SQLite itself, complete and closed (no -wal of its own) before it takes the name.
    const copy = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await copy.backup(temporary, { progress: () => 0x7fffffff });
    } finally {
      copy.close();
    }
    if (present) {
      // The old database's log belongs to the old file: fold it in and remove it, so it can never
      // be read against the restored one. The old file itself is replaced in one rename.
      // A running server keeps its connection open, which an exclusive lock cannot get past.
      const old = new SQLite(target);
      try {
        old.pragma('busy_timeout = 0');
        old.pragma('locking_mode = EXCLUSIVE');
        try {
          old.exec('begin exclusive; commit');
        } catch (error) {
          throw new Refusal(`${target} is in use (${(error as Error).message}): stop the server first, then restore again.`);
        }
        old.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        old.close();
      }
      rmSync(`${target}-wal`, { force: true });
      rmSync(`${target}-shm`, { force: true });
    }
    putInPlace(temporary, target, present);
  } finally {
    rmSync(temporary, { force: true });
  }
  return { code: 0, output: `Restored ${source} into ${target}. The server migrates it to the latest version when it starts.` };
}

function checkSqliteBackup(source: string) {
  let db: SQLite.Database;
  try {
    db = new SQLite(source, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Refusal(`${source} is not an SQLite backup of Kwartier: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Refusal(`${source} fails SQLite's integrity check: ${String(check)}`);
    if (!db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get()) {
      throw new Refusal(`${source} is not a Kwartier backup (it has no kysely_migration table).`);
    }
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(`${source} is not an SQLite backup of Kwartier: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

// --- PostgreSQL -----------------------------------------------------------------------------

/** The connection for pg_dump/pg_restore (the password through the environment, not the command line) and the schema the URL's search_path names. */
function pgTarget(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options') ?? '';
  const schema = /search_path\s*=\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  // The tools name the schema themselves (pg_dump --schema; a dump holds qualified names), and
  // libpq reads a '+' in the URL literally: the options stay out.
  url.searchParams.delete('options');
  return { dbname: url.toString(), schema, env };
}

function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') reject(new Refusal(`${tool} was not found on the PATH. Install the PostgreSQL client tools (Debian: apt install postgresql-client), of the server's major version or newer.`));
      else reject(error);
    });
    child.once('exit', (code) => {
      if (code === 0) resolvePromise(output);
      else reject(new Refusal(`${tool} failed (exit code ${code}):\n${errors.trim()}`));
    });
  });
}

async function pgDump(databaseUrl: string, temporary: string) {
  const { dbname, schema, env } = pgTarget(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${temporary}`, ...(schema ? [`--schema=${schema}`] : []), `--dbname=${dbname}`], env);
}

async function pgRestore(databaseUrl: string, source: string, force: boolean): Promise<Result> {
  const { dbname, schema, env } = pgTarget(databaseUrl);
  // The file is read whole before the target is touched: not a dump, or a dump of another
  // schema than the one the URL names, changes nothing.
  const contents = await runTool('pg_restore', ['--list', source], env).catch((error: unknown) => {
    throw new Refusal(`${source} is not a pg_dump backup (custom format): ${error instanceof Error ? error.message : String(error)}`);
  });
  const dumped = [...contents.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((match) => match[1]);
  if (schema && !dumped.includes(schema)) {
    throw new Refusal(`${source} does not hold the schema ${schema} that DATABASE_URL's search_path names${dumped.length ? ` (it holds ${dumped.join(', ')})` : ''}.`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ objects: number; schema_exists: boolean }>(
      `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where case when $1::text is null then n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
                           else n.nspname = $1 end) as objects,
              exists (select 1 from pg_namespace where nspname = $1) as schema_exists`,
      [schema ?? null],
    );
    const place = schema ? `The schema ${schema}` : 'The database';
    if (rows[0].objects > 0 && !force) throw new Refusal(`${place} is not empty. Restore into an empty one, or add --force to replace what it holds (stop the servers first).`);
    // A schema's dump creates its schema, so an existing one steps aside first — renamed, not
    // dropped, until the restore (one transaction) has succeeded; a failed restore puts it back.
    const aside = `${schema}_before_restore_${process.pid}`;
    const stepAside = Boolean(schema && rows[0].schema_exists);
    if (stepAside) await client.query(`alter schema ${schema} rename to ${aside}`);
    const replace = force && !schema ? ['--clean', '--if-exists'] : [];
    try {
      await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', ...replace, `--dbname=${dbname}`, source], env);
    } catch (error) {
      if (stepAside) await client.query(`alter schema ${aside} rename to ${schema}`);
      throw error;
    }
    if (stepAside) await client.query(`drop schema ${aside} cascade`);
  } finally {
    await client.end();
  }
  return { code: 0, output: `Restored ${source} into ${schema ? `the schema ${schema}` : 'the database'}. The server migrates it to the latest version when it starts.` };
}
