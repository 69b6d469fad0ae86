import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { resolveChromium } from '../../scripts/browser.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
  /** Stops the server process only (a crash or a deploy): the data stays for {@link RunningServer.start}. */
  halt(): Promise<void>;
  /** Starts the server again on the same port and data after {@link RunningServer.halt}. */
  start(): Promise<void>;
}

/** Starts the built server (packages/server/dist) serving the built app on a fresh database. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const main = join(repo, 'packages/server/dist/main.js');
  const staticDir = join(repo, 'app/dist');
  if (!existsSync(main) || !existsSync(join(staticDir, 'index.html'))) {
    throw new Error('Build first: pnpm run build (server dist or app dist missing)');
  }
  // Journey files run two at a time: a port found free may be taken by the other worker's server
  // before this one binds it. The server then stops with EADDRINUSE and this picks another port;
  // readiness is this server's own "listening" line, never an answer on the port (which could
  // come from the other worker's server).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(await freePort(), main, staticDir, extraEnv);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startServerOn(port: number, main: string, staticDir: string, extraEnv: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // No SMTP_URL unless the journey gives one (a test SMTP server of its own): mail goes to
  // <dataDir>/outbox as .eml files, which the journeys read.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, APP_URL: baseUrl, ...extraEnv };
  if (extraEnv.SMTP_URL === undefined) delete env.SMTP_URL;
  delete env.DATABASE_URL; // always the embedded database: throwaway and isolated
  let child: ChildProcess | undefined;

  async function start() {
    const process_ = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = process_;
    let output = '';
    const listening = new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d;
        if (output.includes('Kwartier listening on')) resolve();
      };
      process_.stdout?.on('data', onData);
      process_.stderr?.on('data', onData);
      process_.once('exit', () =>
        reject(output.includes('EADDRINUSE') ? new PortTaken(`port ${port} taken`) : new Error(`server exited early:\n${output}`)),
      );
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    });
    try {
      await Promise.race([listening, late]);
    } catch (error) {
      listening.catch(() => undefined);
      if (process_.exitCode === null) process_.kill('SIGKILL');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function halt() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGTERM');
    await new Promise((r) => (running.exitCode !== null ? r(null) : running.once('exit', r)));
  }

  try {
    await start();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    start,
    halt,
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `kwartier-admin run-due-jobs <day>` of the built server on the journey's database, as cron
 * would run it, with the server's address; `env` adds to it (an SMTP_URL: without one the mail
 * goes to the outbox folder, as the server's does). Resolves to what it printed.
 */
export function runDueJobs(server: RunningServer, day: string, env: Record<string, string> = {}): Promise<string> {
  const cli = join(repo, 'packages/server/dist/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'run-due-jobs', day], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', SMTP_URL: '', APP_URL: server.baseUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`run-due-jobs exited with ${code}:\n${output}`))));
  });
}

/** The mails in the server's outbox addressed to `to`, oldest first, as raw text (soft line breaks and `=` escapes undone). */
export function outboxMails(server: RunningServer, to: string): string[] {
  const outbox = join(server.dataDir, 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort() : [];
  return files
    .map((file) => readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((raw) => raw.toLowerCase().includes(to.toLowerCase()));
}

/**
 * Waits for the newest mail in the server's outbox addressed to `to` and returns the first link
 * in it that contains `pathPart` (e.g. '/invitation/'), as a path on the app.
 */
export async function linkFromMail(server: RunningServer, to: string, pathPart: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Quoted-printable soft line breaks and '=' escapes may split a long link: outboxMails undoes them.
    for (const raw of outboxMails(server, to).reverse()) {
      const match = raw.match(new RegExp(`https?://[^\\s"'<>]*${pathPart}[A-Za-z0-9_-]+`));
      if (match) return new URL(match[0]).pathname;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${pathPart} in ${join(server.dataDir, 'outbox')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** CHROMIUM_PATH, a system Chromium, or the npm-shipped one (scripts/browser.mjs). */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args, env } = await resolveChromium();
  return chromium.launch({ executablePath, headless: true, args, env });
}

/**
 * A new page in its own browser context (own cookies) on the journey server, in `locale`. The
 * app's service worker is blocked unless `serviceWorkers` allows it: journeys cut and answer
 * calls with Playwright's routes, which never see what a worker answers from its cache (the
 * built app); offline.e2e.ts is the journey about the worker.
 */
export async function newPage(browser: Browser, server: RunningServer, locale = 'en-GB', serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale, serviceWorkers });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** A text field by its exact label. */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The shell's side navigation, in either language. */
export const nav = (page: Page) => page.getByRole('navigation', { name: /Main navigation|Hoofdnavigatie/ });

/**
 * Signs up through the form as a newcomer would, and waits for the dashboard. The organisation is
 * named after the person unless given, in the language the page proposes (the browser's).
 */
export async function signUp(page: Page, name: string, email: string, organization = name): Promise<void> {
  await page.goto('/register');
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Organisation name').fill(organization);
  await textbox(page, 'Password').fill('correct horse battery');
  await textbox(page, 'Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Joins through a mailed invitation link as a newcomer would, and waits for the dashboard. */
export async function acceptInvitation(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Password').fill('another good password');
  await textbox(page, 'Confirm password').fill('another good password');
  await page.getByRole('button', { name: 'Join' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Calls the API from inside the page, as the app does (its cookies, `X-Requested-With`, an
 * Idempotency-Key on a write), for a journey's preparations that are not what it shows.
 */
export async function callApi<T = unknown>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
      if (method !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, path, body },
  );
}

/** A receipt a browser can upload: the smallest PDF the server tells by its content. */
export const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * Records an expense through /expenses' form as a member would (project chosen by its option's
 * name, VAT included), with a PDF receipt, and waits until the list shows it.
 */
export async function recordExpense(page: Page, expense: { project: string; description: string; amount: string; vat: string; receipt: string }): Promise<void> {
  await nav(page).getByRole('link', { name: 'Expenses' }).click();
  await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Record expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record expense' });
  await dialog.getByRole('button', { name: /Project/ }).click();
  await page.getByRole('option', { name: expense.project }).click();
  await dialog.getByRole('textbox', { name: /Description/ }).fill(expense.description);
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(expense.amount);
  await dialog.getByRole('textbox', { name: /VAT %/ }).fill(expense.vat);
  await dialog.locator('input[type="file"]').setInputFiles({ name: expense.receipt, mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await dialog.getByText(expense.receipt).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Expense saved').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Receipt of ${expense.description}` }).waitFor();
}

/**
 * Gives the signed-in admin a client, a project and `count` activities they are a team member of
 * (rate 80.00), named 'Activity 01', 'Activity 02', …; returns the activities' ids in that order.
 */
export async function seedActivities(page: Page, count: number, projectName = 'Website'): Promise<number[]> {
  const client = await callApi<{ id: number }>(page, 'POST', '/api/clients', { name: `${projectName} client` });
  const project = await callApi<{ id: number }>(page, 'POST', '/api/projects', { name: projectName, projectnumber: `P-${projectName}`, client_id: client.id });
  const team = await callApi<Array<{ id: number; is_current: boolean }>>(page, 'GET', '/api/users');
  const me = team.find((member) => member.is_current)!;
  const ids: number[] = [];
  for (let index = 1; index <= count; index++) {
    const activity = await callApi<{ id: number }>(page, 'POST', '/api/activities', { name: `Activity ${String(index).padStart(2, '0')}`, project_id: project.id });
    await callApi(page, 'POST', `/api/activities/${activity.id}/attachuser`, { teammember_id: me.id, activity_id: activity.id, rate: '80' });
    ids.push(activity.id);
  }
  return ids;
}

/** Types a duration into today's cell of a time sheet line and commits it (Enter). Today is always in this week and this month. */
export async function typeToday(page: Page, row: number, text: string): Promise<void> {
  await page.getByRole('grid').locator(`td[data-row="${row}"][data-today]`).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}
