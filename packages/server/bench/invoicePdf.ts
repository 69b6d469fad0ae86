// Benchmark: a 50-line invoice as PDF (`GET /invoices/{id}/pdf`) and as e-invoice
// (`GET /api/invoices/{id}/ubl`, UBL XML), against routes of the same server in the same run:
//
//   GET /api/user           the same session and role machinery, one row: the bare API route
//   GET /api/invoices/{id}  the same invoice read and shaped, answered as JSON
//   GET /health             no session, no database
//
// The invoice carries a 400×150 PNG logo, three VAT rates and two pages, as a busy month's
// invoice would. One request after another (1 connection) gives the time per PDF without
// queueing; 4 connections show what two cores make of several downloads at once (a PDF is CPU
// work in the server's one thread, so more connections only queue). Then the rendering alone
// (pdf.ts, in this process) as a median of repeated runs. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server bench                 clients.ts, time.ts, dashboard.ts, then this
//   BENCH_SECONDS=3 pnpm --filter @kwartier/server exec tsx bench/invoicePdf.ts   a quick look
//
// Databases, the server child and the measuring rounds: bench/harness.ts.
import type { Invoice } from '@kwartier/api';
import sharp from 'sharp';
import { migrateToLatest } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';
import { newOwnerFields } from '../src/resources/auth/rules.js';
import { insertPeople } from '../src/resources/team/store.js';
import { invoicePdf } from '../src/resources/invoices/pdf.js';
import { measure, onEveryDatabase, ratio, ROUNDS, SECONDS, signIn, startServer, stopServer, type Route, type Target } from './harness.js';

const LINES = 50;
const PASSWORD = 'benchmark password';
const EMAIL = 'bench-pdf@example.org';
const LOADED_CONNECTIONS = 4;

async function seed(target: Target) {
  const db = target.open();
  await migrateToLatest(db);
  const now = new Date();
  const organization = await db.insertInto('organizations').values(newOrganization({ name: 'Bench Ĳsselmeer Advies' }, now)).returning('id').executeTakeFirstOrThrow();
  await insertPeople(db, [newOwnerFields({ organizationId: organization.id, name: 'Bench Admin', email: EMAIL, passwordHash: await hashPassword(PASSWORD), now })]);
  await db.destroy();
}

/** The invoice through the API, as an admin makes it: details, a logo, a client with contact, 50 lines. */
async function invoiceThroughApi(base: string, cookie: string): Promise<Invoice> {
  const headers = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  await call('POST', '/api/organization/save/details', {
    name: 'Bench Ĳsselmeer Advies',
    address: 'Kerkstraat 2',
    zipcode: '3511 AA',
    city: 'Utrecht',
    phone: '030 123 45 67',
    email: 'info@example.org',
    website: 'https://example.org',
    iban: 'NL91ABNA0417164300',
    vat: 'NL123456782B01',
    chamberofcommerce: '87654321',
  });
  await call('POST', '/api/organization/save/update', { invoice_text: 'Gelieve binnen 30 dagen te betalen onder vermelding van het factuurnummer.' });
  const logo = await sharp({ create: { width: 400, height: 150, channels: 4, background: { r: 25, g: 118, b: 210, alpha: 0.9 } } }).png().toBuffer();
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const uploaded = await fetch(`${base}/api/organization/save/logo`, { method: 'POST', headers, body: form });
  if (!uploaded.ok) throw new Error(`logo: ${uploaded.status} ${await uploaded.text()}`);

  const client = await call<{ id: number }>('POST', '/api/clients', { name: 'Café Naïef B.V.', clientnumber: 'C-0042' });
  // What the e-invoice needs of the client: address and an electronic address (its KvK number).
  await call('PUT', `/api/clients/${client.id}`, { name: 'Café Naïef B.V.', clientnumber: 'C-0042', address: 'Dorpsweg 1', zipcode: '1234 AB', city: 'Ede', chamberofcommerce: '12345678' });
  const contact = await call<{ id: number }>('POST', '/api/contacts', { name: 'Piet Jansen', email: 'piet@example.org', client_id: client.id });
  const invoice = await call<Invoice>('POST', '/api/invoices', { invoicenumber: '2026-0050', client_id: client.id, contact_id: contact.id, invoicedate: '2026-03-31', period: 'Maart 2026', buyer_reference: 'PO 4711' });
  const rates = ['21', '9', '0'];
  for (let i = 0; i < LINES; i += 1) {
    await call('POST', '/api/invoicelines', { service: `Consultancy ${i + 1}: analyse, ontwerp en overleg`, amount: String(1 + (i % 8)), unitprice: '95.50', vat: rates[i % 3], invoice_id: invoice.id });
  }
  return call<Invoice>('GET', `/api/invoices/${invoice.id}`);
}

/** The rendering alone, in this process: the median and p90 of `runs` PDFs after a warm-up. */
async function renderOnly(invoice: Invoice, logo: Uint8Array, runs = 40) {
  const options = { locale: 'nl', dateformat: 'DD-MM-YYYY', numberLocale: 'nl', logo: { mime: 'image/png', bytes: logo } } as const;
  const first = performance.now();
  await invoicePdf(invoice, options);
  const firstMs = performance.now() - first;
  for (let i = 0; i < 5; i += 1) await invoicePdf(invoice, options);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    bytes = (await invoicePdf(invoice, options)).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { firstMs, median: times[Math.floor(runs / 2)], p90: times[Math.floor(runs * 0.9)], bytes };
}

async function run(target: Target) {
  await seed(target);
  const server = startServer(target);
  try {
    const base = await server.url;
    const cookie = await signIn(base, EMAIL, PASSWORD);
    const invoice = await invoiceThroughApi(base, cookie);
    const pdfUrl = `${base}/invoices/${invoice.id}/pdf`;
    const check = await fetch(pdfUrl, { headers: { cookie } });
    const pdf = new Uint8Array(await check.arrayBuffer());
    if (check.status !== 200 || check.headers.get('content-type') !== 'application/pdf') throw new Error(`PDF: ${check.status}`);
    const logo = new Uint8Array(await (await fetch(`${base}${invoice.organisation.logo_url}`)).arrayBuffer());
    const ublUrl = `${base}/api/invoices/${invoice.id}/ubl`;
    const ublCheck = await fetch(ublUrl, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    const ubl = await ublCheck.text();
    if (ublCheck.status !== 200) throw new Error(`UBL: ${ublCheck.status} ${ubl}`);
    console.log(`\n${target.label}: e-invoice (UBL) of ${(ubl.length / 1024).toFixed(1)} kB`);
    console.log(`\n${target.label}: a ${invoice.invoicelines.length}-line invoice (${invoice.total_vat.length} VAT rates, logo), PDF of ${(pdf.length / 1024).toFixed(1)} kB`);

    const app = { cookie, 'x-requested-with': 'XMLHttpRequest' };
    const routes: Route[] = [
      { title: 'GET /health (no database)', url: `${base}/health` },
      { title: 'GET /api/user (session + 1 row)', url: `${base}/api/user`, load: { headers: app } },
      { title: `GET /api/invoices/{id} (${LINES} lines)`, url: `${base}/api/invoices/${invoice.id}`, load: { headers: app } },
      // A page load, as the browser follows the download link.
      { title: `GET /invoices/{id}/pdf (${LINES} lines)`, url: pdfUrl, load: { headers: { cookie, accept: 'text/html,*/*;q=0.8' } } },
      { title: `GET /api/invoices/{id}/ubl (${LINES} lines)`, url: ublUrl, load: { headers: app } },
    ];
    console.log(`\nOne request after another (1 connection), ${SECONDS} s per route in ${ROUNDS} rounds\n`);
    const serial = await measure(routes.map((route) => ({ ...route, connections: 1 })));
    console.log(`\n${LOADED_CONNECTIONS} connections, ${SECONDS} s per route in ${ROUNDS} rounds, loopback\n`);
    const loaded = await measure(routes.map((route) => ({ ...route, connections: LOADED_CONNECTIONS })));
    console.log('');
    ratio('PDF ÷ GET /api/user (1 connection)', serial[3], serial[1]);
    ratio('PDF ÷ GET /api/invoices/{id} (1 connection)', serial[3], serial[2]);
    ratio(`PDF ÷ GET /api/user (${LOADED_CONNECTIONS})`, loaded[3], loaded[1]);
    ratio('GET /api/user ÷ GET /health (1 connection)', serial[1], serial[0]);
    ratio('UBL ÷ GET /api/invoices/{id} (1 connection)', serial[4], serial[2]);
    ratio('UBL ÷ PDF (1 connection)', serial[4], serial[3]);
    console.log('');
    for (const i of [1, 2, 3, 4]) console.log(`${routes[i].title.padEnd(36)} one at a time: ${(1000 / serial[i].perSecond).toFixed(2)} ms a request (p50 ≤ ${serial[i].p50} ms)`);

    const alone = await renderOnly(invoice, logo);
    console.log(`\npdf.ts alone, in this process: first PDF ${alone.firstMs.toFixed(0)} ms (fonts parsed), then median ${alone.median.toFixed(1)} ms, p90 ${alone.p90.toFixed(1)} ms (${(alone.bytes / 1024).toFixed(1)} kB)`);
  } finally {
    await stopServer(server);
    await target.cleanUp();
  }
}

onEveryDatabase(run);
