// Lighthouse's mobile profile (its default: a Moto G Power's screen, slow 4G simulated as 150 ms
// round trips at 1.6 Mbit/s, the CPU slowed 4×) on the built app served by the built server on a
// throwaway SQLite database: /login signed out, then the dashboard, the time sheet and an invoice
// with 12 lines signed in. Prints each run's performance score, FCP, LCP, TBT and speed index,
// and the median per page. Nothing here asserts a time: the figures are for reading (this
// machine is shared, so note `uptime` beside them).
//
//   LIGHTHOUSE_RUNS   runs per page (2 by default)
//   LIGHTHOUSE_PAGES  which pages, comma-separated: login,dashboard,time,invoice (all by default)
//   LIGHTHOUSE_OUT    a folder to write each run's full report to (<page>-<run>.json), for digging
//   LIGHTHOUSE_DIST   another build of the app to serve instead of app/dist (`vite build --outDir`),
//                     to compare two builds back-to-back on the same machine load
//   LIGHTHOUSE_CACHE  `kept`: a repeat visit — each page is opened once first (its service worker
//                     installed and in control, the answers kept), and Lighthouse keeps the caches
//                     (`disableStorageReset`); by default every run is a first visit
//
// Needs the built app and server (`pnpm run build`); run with `pnpm bench` from the root.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { COMMON_ARGS, resolveChromium } from '../../scripts/browser.mjs';
import { callApi, seedActivities, startServer } from '../e2e/harness';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,dashboard,time,invoice').split(',').map((name) => name.trim());
const OUT = process.env.LIGHTHOUSE_OUT;
const CACHE_KEPT = process.env.LIGHTHOUSE_CACHE === 'kept';
const INVOICE_LINES = 12;
const TIME_LINES = 8;

/** The flags every run's Chromium gets: headless, and the project's common ones (nothing that would compete with the page). */
const CHROMIUM_FLAGS = ['--headless', ...COMMON_ARGS];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

/** Starts Chromium with a DevTools port (Lighthouse and the seeding connect to it); resolves its port. */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const { executablePath, env } = await resolveChromium();
  const profile = mkdtempSync(join(tmpdir(), 'kwartier-lighthouse-'));
  const child: ChildProcess = spawn(executablePath, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    env: env ?? process.env,
    stdio: 'ignore',
  });
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n').length < 2) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a new admin up in the browser's own profile (the session cookie stays there for
 * Lighthouse, which clears caches but not cookies) and gives them a week of time and an invoice
 * of 12 lines. Returns the invoice's id.
 */
async function seed(port: number, baseUrl: string): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const password = 'correct horse battery';
    await callApi(page, 'POST', '/register', { name: 'Lighthouse Admin', email: 'admin@lighthouse.test', password, password_confirmation: password });
    const activities = await seedActivities(page, TIME_LINES, 'Lighthouse');
    const week = await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {});
    const monday = week.weekdates[0]!.date;
    for (const [index, activity] of activities.entries()) {
      await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });
      for (const day of week.weekdates.slice(0, 5)) {
        await callApi(page, 'POST', '/api/time/save', { activity_id: activity, date: day.date, time: 15 * (1 + ((index + day.date.length) % 4)) });
      }
    }
    const client = await callApi<{ id: number }>(page, 'POST', '/api/clients', { name: 'Invoice client' });
    const contact = await callApi<{ id: number }>(page, 'POST', '/api/contacts', { name: 'Carla Contact', client_id: client.id });
    const invoice = await callApi<{ id: number }>(page, 'POST', '/api/invoices', {
      invoicenumber: 'LH-0001',
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: monday,
      period: 'This month',
    });
    for (let line = 1; line <= INVOICE_LINES; line++) {
      await callApi(page, 'POST', '/api/invoicelines', {
        service: `Service ${String(line).padStart(2, '0')}: design, build and review`,
        amount: String(line + 0.25),
        unitprice: '85.50',
        vat: '21',
        invoice_id: invoice.id,
      });
    }
    await page.close();
    return invoice.id;
  } finally {
    await browser.close();
  }
}

/** A first visit of `url` in the browser's own profile, until the app's service worker controls it (LIGHTHOUSE_CACHE=kept). */
async function visitOnce(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    // The worker's precache is complete once it controls the page. A build without a worker
    // (LIGHTHOUSE_DIST of an older one) keeps only the browser's HTTP cache.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 }).catch(() => console.log(`(no service worker took control of ${url})`));
    await page.close();
  } finally {
    await browser.close();
  }
}

async function audit(port: number, url: string, name: string, run: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: CACHE_KEPT });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not the page meant (signed out?)`);
  }
  if (OUT) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, `${name}-${run}.json`), JSON.stringify(lhr, null, 1));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    si: value('speed-index'),
    cls: value('cumulative-layout-shift'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const row = (label: string, f: Figures) =>
  `${label.padEnd(22)} ${String(f.score).padStart(3)}   FCP ${seconds(f.fcp)}   LCP ${seconds(f.lcp)}   TBT ${String(Math.round(f.tbt)).padStart(4)} ms   SI ${seconds(f.si)}   CLS ${f.cls.toFixed(3)}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const server = await startServer(process.env.LIGHTHOUSE_DIST ? { STATIC_DIR: process.env.LIGHTHOUSE_DIST } : {});
  const browser = await startChromium();
  const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
  try {
    console.log(`Lighthouse mobile (simulated slow 4G, 4× CPU slowdown), ${RUNS} run(s) per page, ${CACHE_KEPT ? 'repeat visits (caches kept)' : 'first visits'}; load average ${load()}`);
    const results = new Map<string, Figures[]>();
    const measure = async (name: string, path: string) => {
      if (!PAGES.includes(name)) return;
      if (CACHE_KEPT) await visitOnce(browser.port, `${server.baseUrl}${path}`);
      for (let run = 1; run <= RUNS; run++) {
        const figures = await audit(browser.port, `${server.baseUrl}${path}`, name, run);
        results.set(name, [...(results.get(name) ?? []), figures]);
        console.log(row(`${name} #${run}`, figures));
      }
    };
    // Signed out first: the login page as a visitor opens it.
    await measure('login', '/login');
    const invoiceId = await seed(browser.port, server.baseUrl);
    await measure('dashboard', '/');
    await measure('time', '/time');
    await measure('invoice', `/invoices/${invoiceId}`);

    console.log(`\nMedian per page (load average now ${load()}):`);
    for (const [name, runs] of results) {
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      console.log(row(name, { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), si: pick('si'), cls: pick('cls') }));
    }
  } finally {
    await browser.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
