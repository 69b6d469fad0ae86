import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { packageRoot } from '../../src/config.js';
import { programArgs } from './bundled.js';
import type { TestServer } from './server.js';

/** The settings that point a process of its own at the test server's database: its SQLite folder, or its PostgreSQL schema. */
export async function databaseEnv(server: TestServer): Promise<Record<string, string>> {
  if (server.dialect === 'sqlite') return { DATABASE_URL: '', DATA_DIR: server.config.dataDir };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(server.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${rows[0].schema}`);
  return { DATABASE_URL: url.toString() };
}

/**
 * Runs `kwartier-admin <args>` (src/cli.ts, bundled as dist/cli.js is: support/bundled.ts) as a process of its own on the test
 * server's database — its SQLite file, or its PostgreSQL schema — as an operator or cron would,
 * with `env` beside (e.g. `SMTP_URL`). Resolves its exit code and output.
 */
export async function runCli(server: TestServer, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const database = await databaseEnv(server);
  const program = await programArgs('cli');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...program, ...args], {
      cwd: packageRoot(),
      env: { ...process.env, DATABASE_URL: '', ...database, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
