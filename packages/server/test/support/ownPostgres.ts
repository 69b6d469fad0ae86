import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * A PostgreSQL server of the test's own — initdb into a temporary folder, its own port — that a
 * test may stop and start again (a database outage) without touching the machine's shared
 * server. `ownPostgresSkipReason()` says why it cannot run here (no initdb: a newcomer's machine).
 */

/**
 * The folder of initdb and pg_ctl: `KWARTIER_PG_BIN`, else Debian's newest
 * `/usr/lib/postgresql/<version>/bin`, else the first on PATH that has both.
 */
function serverBinaries(): string {
  if (process.env.KWARTIER_PG_BIN) return process.env.KWARTIER_PG_BIN;
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join('/usr/lib/postgresql', version, 'bin'))
    : [];
  return [...debian, ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)].find(has) ?? '/usr/lib/postgresql/<version>/bin';
}

const BIN = serverBinaries();
const initdb = join(BIN, 'initdb');
const pgCtl = join(BIN, 'pg_ctl');

/** initdb and postgres refuse to run as root: then they run as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Why a PostgreSQL of the test's own cannot be made here, or undefined when it can. */
export function ownPostgresSkipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (the PostgreSQL suites run only with it)';
  if (!existsSync(initdb) || !existsSync(pgCtl)) return `no PostgreSQL server binaries (initdb, pg_ctl) in ${BIN}: install PostgreSQL's server package, or set KWARTIER_PG_BIN to their folder`;
  if (process.getuid?.() === 0 && !runAs()) return 'running as root and there is no `postgres` user to run initdb as';
  return undefined;
}

export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** Stops the server (`pg_ctl stop -m fast`: sessions are ended, as at a restart); resolves once it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
  /** The server's log so far. */
  log(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}), env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** initdb into a new temporary folder and start the server on a free port (trust, user `postgres`). */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const reason = ownPostgresSkipReason();
  if (reason) throw new Error(reason);
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'kwartier-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  await run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'], user);
  const port = await freePort();
  // The socket goes into the folder too (not /var/run/postgresql); fsync off: a test database.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  let running = false;
  const start = async () => {
    await run(pgCtl, ['start', '-D', data, '-l', logFile, '-w', '-t', '60', '-o', options], user);
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!running) return;
    await run(pgCtl, ['stop', '-D', data, '-m', mode, '-w', '-t', '60'], user);
    running = false;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => stop('fast'),
    start,
    async destroy() {
      await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}
