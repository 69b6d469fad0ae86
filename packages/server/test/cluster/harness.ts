import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { packageRoot, repoRoot } from '../../src/config.js';
import { createDatabase, type Db } from '../../src/db/database.js';
import { Browser, type Answer } from '../support/browser.js';
import { TEST_INDEX_HTML } from '../support/server.js';
import { programArgs } from '../support/bundled.js';

// Several Kwartier processes on one PostgreSQL database behind Debian's nginx, as in production:
// each instance is `src/main.ts` (bundled once: support/bundled.ts) in a process (and process group) of its
// own, on a free loopback port, with TRUST_PROXY; nginx runs in the foreground with a temporary
// prefix and the production configuration `deploy/nginx/kwartier.conf`, rendered by
// `renderNginxConf` (two substitutions: the instances' `server` lines and the listen address).
//
// Which instance answered a request is read from the instances' own request logs, as an operator
// would: nginx sends its `$request_id` as X-Request-Id, each instance (TRUST_PROXY) logs it in its
// JSON line and answers it in `X-Request-Id`; `instanceOf(answer)` finds the instance whose log
// has that id. Nothing test-only is added to the server for it.
//
// Every process started here is stopped by `stop()` (SIGTERM, then SIGKILL of its process group),
// and killed on the test process's exit should `stop()` never run.

/** The production nginx configuration, relative to the repository root. */
export const NGINX_TEMPLATE = join('deploy', 'nginx', 'kwartier.conf');

/** The nginx named by `NGINX` (a path) when set, else Debian's, else the first `nginx` on PATH. */
export function nginxBinary(): string | undefined {
  const candidates = process.env.NGINX ? [process.env.NGINX] : ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(delimiter).map((dir) => dir && join(dir, 'nginx'))];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next
    }
  }
  return undefined;
}

/** Why the multi-instance suites cannot run here (print it and skip), or undefined when they can. */
export function clusterSkipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set: several instances need one PostgreSQL database (e.g. postgres://postgres@127.0.0.1:5432/test)';
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx, or NGINX=/path/to/nginx): the instances run behind it';
  return undefined;
}

/**
 * The production template with the test's instances and listen address. The template marks the
 * lines to replace: everything between `# instances: begin` and `# instances: end` becomes one
 * `server` line per instance (with the template's own max_fails/fail_timeout), and `listen 80;`
 * becomes `listen <listen>;`. Throws when the template lost either mark.
 */
export function renderNginxConf(template: string, instances: readonly string[], listen: string): string {
  const block = /^([ \t]*)# instances: begin\n[\s\S]*?^[ \t]*# instances: end\n/m;
  const example = /^[ \t]*server \S+( [^;]*);/m.exec(template.match(block)?.[0] ?? '');
  if (!example) throw new Error(`${NGINX_TEMPLATE}: no "# instances: begin" … "# instances: end" block with server lines`);
  const rendered = template.replace(block, (_all, indent: string) => instances.map((address) => `${indent}server ${address}${example[1]};\n`).join(''));
  if (!/^[ \t]*listen 80;$/m.test(rendered)) throw new Error(`${NGINX_TEMPLATE}: no "listen 80;" line`);
  return rendered.replace(/^([ \t]*)listen 80;$/m, `$1listen ${listen};`);
}

export interface ClusterOptions {
  /** How many instances (3). */
  instances?: number;
  /** PostgreSQL; TEST_DATABASE_URL by default. */
  databaseUrl?: string;
  /**
   * Run in a new schema of that database (`?options=-c search_path=…`), dropped by `stop()`
   * (default true; the shared test server). False: the database exactly as given (a PostgreSQL
   * of the test's own).
   */
  freshSchema?: boolean;
  /** Environment beside the defaults for every instance, e.g. `SMTP_URL` of a test mailbox. */
  env?: Record<string, string>;
}

export interface Instance {
  readonly index: number;
  /** Its own address (not through nginx). */
  readonly url: string;
  readonly port: number;
  /** The running process; undefined after it exited. */
  readonly child: ChildProcess | undefined;
  /** Everything it wrote (stdout and stderr) since it was (re)started. */
  output(): string;
  /** Everything every process of this instance wrote, restarts included. */
  allOutput(): string;
}

export interface Cluster {
  /** nginx: where every test request goes. */
  readonly url: string;
  /** The instances' DATABASE_URL (with the schema, when fresh). */
  readonly databaseUrl: string;
  /** A handle on the instances' database, for seeding and checking (closed by `stop()`). */
  readonly db: Db;
  readonly instances: readonly Instance[];
  /** A browser with an empty cookie jar talking to nginx; from another loopback address (`127.0.0.2`) if given. */
  browser(localAddress?: string): Browser;
  /** The index of the instance that answered (from its request log, by the answer's X-Request-Id). */
  instanceOf(answer: Answer | Response | string): Promise<number>;
  /** Signals an instance (SIGKILL by default) and resolves once it has exited, with its exit code or signal. */
  kill(index: number, signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts a stopped instance again on its port and waits for its `/ready`. */
  restart(index: number): Promise<void>;
  /** Stops nginx and every instance, drops a fresh schema, removes the temporary folder. Never throws for a process that is gone. */
  stop(): Promise<void>;
}

/** A free loopback TCP port (the OS's choice; free at the time of asking). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Running {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Process groups still alive, killed on exit should a suite never reach its `stop()`. */
const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // gone already
  }
}

/** Starts a process in a process group of its own (nginx's workers share its group), tracked until it exits. */
function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }, onOutput: (text: string) => void): Running {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  alive.add(child);
  child.stdout!.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child);
      // nginx's workers (or anything else left in the group) go with it.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // none left
      }
      resolve({ code, signal });
    });
  });
  child.once('error', (error) => onOutput(`spawn failed: ${error.message}\n`));
  return { child, exited };
}

/** Stops a process: `signal` first, SIGKILL of its group after `graceMs`. */
async function stopProcess(running: Running | undefined, signal: NodeJS.Signals, graceMs: number) {
  if (!running) return;
  const { child, exited } = running;
  if (child.exitCode !== null || child.signalCode !== null) return;
  killGroup(child, signal);
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, failed?: () => string | undefined) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check()) return;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts the instances at once (on an empty schema they race to migrate it), waits for each
 * `/ready`, then nginx in front of them, and waits until nginx answers. On any failure whatever
 * was started is stopped again before the error is thrown.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!nginxBinary()) throw new Error(clusterSkipReason());
  if (!options.databaseUrl && !process.env.TEST_DATABASE_URL) throw new Error(clusterSkipReason());
  const count = options.instances ?? 3;
  const dir = mkdtempSync(join(tmpdir(), 'kwartier-cluster-'));
  // nginx's workers (another user when the master is root) read and write below it.
  chmodSync(dir, 0o755);
  const staticDir = join(dir, 'app-dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), TEST_INDEX_HTML);

  const baseUrl = options.databaseUrl ?? process.env.TEST_DATABASE_URL!;
  let databaseUrl = baseUrl;
  let schema: string | undefined;
  if (options.freshSchema ?? true) {
    schema = `c_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }

  const nginxPort = await freePort();
  const url = `http://127.0.0.1:${nginxPort}`;
  const requestIds = new Map<string, number>();
  const running: (Running | undefined)[] = [];
  const outputs: string[] = [];
  const allOutputs: string[] = [];
  const ports: number[] = [];
  let nginx: Running | undefined;
  let nginxOutput = '';
  const db = createDatabase({ databaseUrl });

  const launch = async (index: number, port: number) => {
    outputs[index] = '';
    let pending = '';
    const started = startProcess(
      process.execPath,
      await programArgs('main'),
      {
        cwd: packageRoot(),
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          TRUST_PROXY: '1',
          APP_URL: url,
          STATIC_DIR: staticDir,
          DATA_DIR: join(dir, `instance-${index}`),
          SMTP_URL: '',
          LOG_LEVEL: 'info',
          ...options.env,
        },
      },
      (text) => {
        outputs[index] += text;
        allOutputs[index] = (allOutputs[index] ?? '') + text;
        // The request log: one JSON line per request, with nginx's id.
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop()!;
        for (const line of lines) {
          if (!line.startsWith('{')) continue;
          try {
            const { requestId } = JSON.parse(line) as { requestId?: unknown };
            if (typeof requestId === 'string') requestIds.set(requestId, index);
          } catch {
            // not a log line
          }
        }
      },
    );
    running[index] = started;
    let exited: string | undefined;
    void started.exited.then(({ code, signal }) => (exited = `instance ${index} exited (${code ?? signal}):\n${outputs[index]}`));
    let listening: RegExpExecArray | null = null;
    await waitFor(`instance ${index} listening`, () => (listening = /Kwartier listening on http:\/\/127\.0\.0\.1:(\d+) /.exec(outputs[index])) !== null, 60_000, () => exited);
    ports[index] = Number(listening![1]);
    await waitFor(`instance ${index} /ready`, () => fetch(`http://127.0.0.1:${ports[index]}/ready`).then((r) => r.status === 200, () => false), 30_000, () => exited);
  };

  const cluster: Cluster = {
    url,
    databaseUrl,
    db,
    instances: Array.from({ length: count }, (_, index) => ({
      index,
      get url() {
        return `http://127.0.0.1:${ports[index]}`;
      },
      get port() {
        return ports[index];
      },
      get child() {
        const child = running[index]?.child;
        return child && child.exitCode === null && child.signalCode === null ? child : undefined;
      },
      output: () => outputs[index] ?? '',
      allOutput: () => allOutputs[index] ?? '',
    })),
    browser: (localAddress) => new Browser(url, localAddress),
    async instanceOf(answer) {
      const id = typeof answer === 'string' ? answer : answer.headers.get('x-request-id');
      if (!id) throw new Error('the answer has no X-Request-Id');
      // The instance writes its log line as it answers; the line reaches us over its stdout pipe.
      await waitFor(`the instance that logged request ${id}`, () => requestIds.has(id), 10_000);
      return requestIds.get(id)!;
    },
    async kill(index, signal = 'SIGKILL') {
      const target = running[index];
      if (!target || target.child.exitCode !== null || target.child.signalCode !== null) throw new Error(`instance ${index} is not running`);
      target.child.kill(signal);
      return target.exited;
    },
    async restart(index) {
      const target = running[index];
      if (target && target.child.exitCode === null && target.child.signalCode === null) throw new Error(`instance ${index} is still running`);
      await launch(index, ports[index]);
    },
    async stop() {
      await stopProcess(nginx, 'SIGTERM', 5_000);
      await Promise.all(running.map((r) => stopProcess(r, 'SIGTERM', 12_000)));
      await db.destroy().catch(() => {});
      if (schema) {
        const admin = new pg.Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`).finally(() => admin.end());
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await Promise.all(Array.from({ length: count }, (_, index) => launch(index, 0)));

    const template = readFileSync(join(repoRoot(), NGINX_TEMPLATE), 'utf8');
    const site = renderNginxConf(
      template,
      ports.map((port) => `127.0.0.1:${port}`),
      `127.0.0.1:${nginxPort}`,
    );
    writeFileSync(join(dir, 'kwartier.conf'), site);
    // nginx's main context, which Debian's /etc/nginx/nginx.conf holds in production: here a
    // foreground nginx with its pid, temporary files and logs in the test's folder.
    const temp = (name: string) => `${name}_temp_path ${join(dir, 'nginx', name)};`;
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 2;',
        `pid ${join(dir, 'nginx.pid')};`,
        'error_log stderr warn;',
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        'events { worker_connections 512; }',
        'http {',
        `  access_log ${join(dir, 'access.log')};`,
        `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
        `  include ${join(dir, 'kwartier.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    mkdirSync(join(dir, 'nginx'));
    nginx = startProcess(nginxBinary()!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { cwd: dir, env: process.env }, (text) => (nginxOutput += text));
    let nginxExited: string | undefined;
    void nginx.exited.then(({ code, signal }) => (nginxExited = `nginx exited (${code ?? signal}):\n${nginxOutput}`));
    await waitFor('nginx answering', () => fetch(`${url}/health`).then((r) => r.status === 200, () => false), 15_000, () => nginxExited);
    return cluster;
  } catch (error) {
    await cluster.stop().catch(() => {});
    throw error;
  }
}
