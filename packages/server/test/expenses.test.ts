import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.js';
import { PNG_1PX } from './support/images.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import type { TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// Expenses: a member records their own on their projects, with a receipt told by its content;
// an admin reaches everyone's; an invoiced expense is locked. Answers are checked against the
// contract by the test browser.

let server: TestServer;
let admin: Browser;
let adminId: number;
let organizationId: number;
let member: Browser;
let memberId: number;
let other: Browser;
let otherId: number;
let project: number;
let elsewhere: number;
let categories: { id: number; name: string }[];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

useSignedInAdmin((setup) => ({ server, admin, adminId, organizationId } = setup), { name: 'Anna Admin' });
beforeAll(async () => {
  ({ browser: member, id: memberId } = await signedInMember(server, organizationId));
  ({ browser: other, id: otherId } = await signedInMember(server, organizationId));
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
  project = await projectWithMembers(client.body.id, 'Website', [memberId, otherId]);
  elsewhere = await projectWithMembers(client.body.id, 'Shop', []);
  categories = (await admin.get('/api/expenses')).body.categories;
});

async function projectWithMembers(clientId: number, name: string, members: number[]) {
  const created = await admin.post('/api/projects', { name, projectnumber: `P-${name}`, client_id: clientId });
  expect(created.status, created.text).toBe(201);
  const activity = await admin.post('/api/activities', { name: 'Work', project_id: created.body.id });
  expect(activity.status, activity.text).toBe(201);
  for (const id of members) {
    const attached = await admin.post(`/api/activities/${activity.body.id}/attachuser`, { teammember_id: id, activity_id: activity.body.id, rate: '80' });
    expect(attached.status, attached.text).toBe(200);
  }
  return created.body.id as number;
}

function input(overrides: Record<string, unknown> = {}) {
  return {
    project_id: project,
    category_id: categories[0].id,
    date: '2026-03-04',
    description: 'Train Utrecht–Amsterdam',
    amount: '24.60',
    vat: '9',
    vat_included: true,
    billable: true,
    markup: '10',
    ...overrides,
  };
}

async function record(browser: Browser, overrides: Record<string, unknown> = {}) {
  const created = await browser.post('/api/expenses', input(overrides));
  expect(created.status, created.text).toBe(201);
  return created.body as { id: number; editable: boolean };
}

function receiptForm(bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('receipt', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function expenseRows() {
  return server.db.selectFrom('expenses').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute();
}

async function auditKinds(kinds: string[]) {
  const answer = await admin.get('/api/audit?per_page=100');
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.entries as { kind: string; user_id: number; subject_type: string; subject_id: number; details: Record<string, unknown> }[])
    .filter((entry) => kinds.includes(entry.kind))
    .map(({ kind, user_id, subject_type, subject_id, details }) => ({ kind, user_id, subject_type, subject_id, details }));
}

describe('categories', () => {
  it('start as the default list in the organisation language, and an admin adds one (a name it has is 422)', async () => {
    expect(categories.map((category) => category.name)).toEqual(['Travel', 'Accommodation', 'Meals', 'Materials', 'Software and subscriptions', 'Other']);
    const dutch = await server.browser();
    const registered = await dutch.post('/register', {
      name: 'Daan',
      email: `daan-${Date.now()}@example.test`,
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
      organization_locale: 'nl',
    });
    expect(registered.status, registered.text).toBe(201);
    expect((await dutch.get('/api/expenses')).body.categories.map((category: { name: string }) => category.name)).toEqual([
      'Reiskosten',
      'Verblijf',
      'Maaltijden',
      'Materialen',
      'Software en abonnementen',
      'Overig',
    ]);

    const added = await admin.post('/api/expensecategories', { name: ' Parking ' });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), name: 'Parking' });
    const again = await admin.post('/api/expensecategories', { name: 'parking' });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ name: ['There is a category with this name already.'] });
    expect((await member.post('/api/expensecategories', { name: 'Fuel' })).status).toBe(403);
    const list = (await member.get('/api/expenses')).body.categories.map((category: { name: string }) => category.name);
    expect(list.at(-1)).toBe('Parking');
    expect(list).not.toContain('Fuel');
    expect(await auditKinds(['expense.category_created'])).toEqual([
      { kind: 'expense.category_created', user_id: adminId, subject_type: 'organization', subject_id: organizationId, details: { name: 'Parking' } },
    ]);
  });

  it('renames a category and deletes one no expense is in; another organisation’s is 404', async () => {
    const added = (await admin.post('/api/expensecategories', { name: 'Tolls' })).body as { id: number };
    const [travel] = categories;
    await record(member, { category_id: travel.id });
    const uses = await admin.get('/api/expensecategories');
    expect(uses.status, uses.text).toBe(200);
    expect(uses.body.find((use: { id: number }) => use.id === travel.id)).toEqual({ id: travel.id, name: travel.name, expense_count: expect.any(Number) });
    expect(uses.body.find((use: { id: number }) => use.id === travel.id).expense_count).toBeGreaterThan(0);
    expect(uses.body.find((use: { id: number }) => use.id === added.id)).toEqual({ id: added.id, name: 'Tolls', expense_count: 0 });
    expect((await member.get('/api/expensecategories')).status).toBe(403);

    const renamed = await admin.put(`/api/expensecategories/${added.id}`, { name: ' Tolls and parking ' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({ id: added.id, name: 'Tolls and parking' });
    expect((await admin.put(`/api/expensecategories/${added.id}`, { name: 'TOLLS AND PARKING' })).status).toBe(200);
    const taken = await admin.put(`/api/expensecategories/${added.id}`, { name: travel.name.toUpperCase() });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name: ['There is a category with this name already.'] });
    expect((await member.put(`/api/expensecategories/${added.id}`, { name: 'Mine' })).status).toBe(403);
    const { browser: stranger } = await signedInAdmin(server, 'Stella Stranger');
    expect((await stranger.put(`/api/expensecategories/${added.id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await stranger.delete(`/api/expensecategories/${added.id}`)).status).toBe(404);

    const inUse = await admin.delete(`/api/expensecategories/${travel.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: 'Expenses are recorded in this category, so it cannot be deleted.' });
    expect((await admin.delete(`/api/expensecategories/${added.id}`)).status).toBe(204);
    const after = (await admin.get('/api/expensecategories')).body.map((use: { id: number }) => use.id);
    expect(after).toContain(travel.id);
    expect(after).not.toContain(added.id);
    expect(await auditKinds(['expense.category_changed', 'expense.category_deleted'])).toEqual([
      { kind: 'expense.category_deleted', user_id: adminId, subject_type: 'organization', subject_id: organizationId, details: { name: 'TOLLS AND PARKING' } },
      { kind: 'expense.category_changed', user_id: adminId, subject_type: 'organization', subject_id: organizationId, details: { name: 'TOLLS AND PARKING', fields: ['name'] } },
      { kind: 'expense.category_changed', user_id: adminId, subject_type: 'organization', subject_id: organizationId, details: { name: 'Tolls and parking', fields: ['name'] } },
    ]);
  });
});

describe('recording', () => {
  it('records a member expense on their project with its amount before VAT, and audits it', async () => {
    const created = await member.post('/api/expenses', input());
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      user_id: memberId,
      user_name: 'Mark Member',
      project_id: project,
      project_name: 'Website',
      client_name: 'Bakkerij Jansen',
      currency: 'EUR',
      category_id: categories[0].id,
      category_name: 'Travel',
      date: '2026-03-04',
      description: 'Train Utrecht–Amsterdam',
      amount: '24.60',
      vat: '9.00',
      vat_included: true,
      // 24.60 / 1.09 = 22.5688…
      amount_excl_vat: '22.57',
      billable: true,
      markup: '10.00',
      invoice_id: null,
      editable: true,
      receipt: null,
    });
    const [row] = (await expenseRows()).filter((expense) => expense.id === created.body.id);
    expect(row).toMatchObject({ amount_cents: expect.anything(), vat: 900, vat_included: 1, markup: 1000, billable: 1, user_id: memberId });
    expect(Number(row.amount_cents)).toBe(2460);
    const entries = await auditKinds(['expense.created']);
    expect(entries[0]).toEqual({
      kind: 'expense.created',
      user_id: memberId,
      subject_type: 'project',
      subject_id: project,
      details: { name: 'Train Utrecht–Amsterdam', amount: '24.60', start: '2026-03-04' },
    });
  });

  it('offers a member only their projects, an admin every active one', async () => {
    expect((await member.get('/api/expenses')).body.projects).toEqual([{ id: project, name: 'Website', client_name: 'Bakkerij Jansen', currency: 'EUR' }]);
    expect((await admin.get('/api/expenses')).body.projects.map((p: { id: number }) => p.id).sort()).toEqual([project, elsewhere].sort());
  });

  it('refuses bad input with every problem at once and changes nothing', async () => {
    const before = await expenseRows();
    const threeDecimals = await member.post('/api/expenses', input({ amount: '12.345', vat: '21.5', markup: '101' }));
    expect(threeDecimals.status).toBe(422);
    expect(Object.keys(threeDecimals.body.errors).sort()).toEqual(['amount', 'markup']);
    const negative = await member.post('/api/expenses', input({ amount: '-5' }));
    expect(negative.status).toBe(422);
    expect(Object.keys(negative.body.errors)).toEqual(['amount']);
    const missing = await member.post('/api/expenses', { description: '' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['amount', 'billable', 'category_id', 'date', 'description', 'markup', 'project_id', 'vat', 'vat_included']);
    const notTheirs = await member.post('/api/expenses', input({ project_id: elsewhere, category_id: 999_999 }));
    expect(notTheirs.status).toBe(422);
    expect(notTheirs.body.errors).toEqual({ project_id: ['Choose a project you work on.'], category_id: ['The selected category is invalid.'] });
    const badDate = await member.post('/api/expenses', input({ date: '2026-02-30' }));
    expect(badDate.status).toBe(422);
    expect(await expenseRows()).toEqual(before);
  });

  it("keeps a member to their own expenses, while an admin sees and changes everyone's", async () => {
    const mine = await record(member, { description: 'Mine' });
    const theirs = await record(other, { description: 'Theirs' });
    const listed = (await member.get('/api/expenses')).body.expenses.map((expense: { user_id: number }) => expense.user_id);
    expect(new Set(listed)).toEqual(new Set([memberId]));
    expect((await member.get(`/api/expenses/${theirs.id}`)).status).toBe(404);
    expect((await member.put(`/api/expenses/${theirs.id}`, input())).status).toBe(404);
    expect((await member.delete(`/api/expenses/${theirs.id}`)).status).toBe(404);
    expect((await member.postForm(`/api/expenses/${theirs.id}/receipt`, receiptForm(PDF, 'r.pdf'))).status).toBe(404);

    const all = new Set((await admin.get('/api/expenses')).body.expenses.map((expense: { user_id: number }) => expense.user_id));
    expect(all).toEqual(new Set([memberId, otherId]));
    // An admin keeps the member's project even on a project of their own choosing for the member.
    const changed = await admin.put(`/api/expenses/${theirs.id}`, input({ description: 'Theirs, corrected', amount: '30', vat_included: false, billable: false, markup: '0' }));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ user_id: otherId, description: 'Theirs, corrected', amount: '30.00', amount_excl_vat: '30.00', billable: false, markup: '0.00' });
    expect((await admin.put(`/api/expenses/${theirs.id}`, input({ project_id: elsewhere }))).body.errors).toEqual({ project_id: ['The selected project is invalid.'] });

    const dated = await member.get('/api/expenses?from=2026-03-05&to=2026-03-31');
    expect(dated.body.expenses).toEqual([]);
    expect((await member.get('/api/expenses?from=2026-13-01')).status).toBe(422);

    const deleted = await member.delete(`/api/expenses/${mine.id}`);
    expect(deleted.status).toBe(204);
    expect((await member.get(`/api/expenses/${mine.id}`)).status).toBe(404);
    expect(await auditKinds(['expense.changed', 'expense.deleted'])).toEqual([
      { kind: 'expense.deleted', user_id: memberId, subject_type: 'project', subject_id: project, details: { name: 'Mine', amount: '24.60', start: '2026-03-04' } },
      {
        kind: 'expense.changed',
        user_id: adminId,
        subject_type: 'project',
        subject_id: project,
        details: { name: 'Theirs, corrected', fields: ['amount_cents', 'billable', 'description', 'markup', 'vat_included'], start: '2026-03-04' },
      },
    ]);
  });

  it("is as absent to another organisation as one that never existed", async () => {
    const mine = await record(member);
    const { browser: outsider } = await signedInAdmin(server, 'Otto Outsider');
    expect((await outsider.get(`/api/expenses/${mine.id}`)).status).toBe(404);
    expect((await outsider.put(`/api/expenses/${mine.id}`, input())).status).toBe(404);
    expect((await outsider.delete(`/api/expenses/${mine.id}`)).status).toBe(404);
    expect((await outsider.get(`/api/expenses/${mine.id}/receipt`)).status).toBe(404);
    expect((await outsider.get('/api/expenses')).body.expenses).toEqual([]);
  });
});

describe('their project', () => {
  it('cannot be deleted while it holds expenses (409, in the caller\'s language), and nothing goes', async () => {
    const client = await admin.post('/api/clients', { name: 'Drukkerij De Vries' });
    const kept = await projectWithMembers(client.body.id, 'Flyers', [memberId]);
    await record(member, { project_id: kept, description: 'Paper' });
    expect((await admin.post('/api/projects/toggle/active', { id: kept })).status).toBe(200);
    const refused = await admin.delete(`/api/projects/${kept}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Expenses are recorded on this project, so it cannot be deleted.' });
    expect((await admin.get(`/api/projects/${kept}`)).status).toBe(200);
    expect((await expenseRows()).filter((row) => row.project_id === kept)).toHaveLength(1);
  });
});

describe('receipts', () => {
  it('keeps a PDF or image told by its content in the database, and hands it back', async () => {
    const expense = await record(member);
    const saved = await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(PDF, 'ticket.pdf', 'application/pdf'));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.receipt).toEqual({ name: 'ticket.pdf', type: 'application/pdf', size: PDF.byteLength });
    const stored = await server.db.selectFrom('expense_receipts').selectAll().where('expense_id', '=', expense.id).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.bytes).equals(PDF)).toBe(true);

    const download = await fetch(`${server.url}/api/expenses/${expense.id}/receipt`, {
      headers: { cookie: [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="ticket.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await admin.get(`/api/expenses/${expense.id}/receipt`)).status).toBe(200);
    expect((await other.get(`/api/expenses/${expense.id}/receipt`)).status).toBe(404);

    // A PNG called .txt is an image; it replaces the PDF.
    const png = await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(PNG_1PX, 'photo.txt', 'text/plain'));
    expect(png.status, png.text).toBe(200);
    expect(png.body.receipt).toEqual({ name: 'photo.txt', type: 'image/png', size: PNG_1PX.byteLength });
    expect(await server.db.selectFrom('expense_receipts').select('expense_id').where('expense_id', '=', expense.id).execute()).toHaveLength(1);
    expect((await auditKinds(['expense.receipt'])).slice(0, 2)).toEqual([
      { kind: 'expense.receipt', user_id: memberId, subject_type: 'project', subject_id: project, details: { name: 'Train Utrecht–Amsterdam', start: '2026-03-04' } },
      { kind: 'expense.receipt', user_id: memberId, subject_type: 'project', subject_id: project, details: { name: 'Train Utrecht–Amsterdam', start: '2026-03-04' } },
    ]);
  });

  it('refuses an HTML file named .pdf (422) and a 30 MB file (413), and keeps what was there', async () => {
    const expense = await record(member);
    expect((await member.get(`/api/expenses/${expense.id}/receipt`)).status).toBe(404);
    const html = await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(Buffer.from('<!doctype html><script>alert(1)</script>'), 'receipt.pdf', 'application/pdf'));
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ receipt: ['The receipt must be a PDF or an image (PNG, JPEG, WebP or HEIC).'] });
    const huge = await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024)]), 'big.pdf'));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request body is too large: at most 10240 kilobytes.');
    const empty = await member.postForm(`/api/expenses/${expense.id}/receipt`, new FormData());
    expect(empty.status).toBe(422);
    expect(await server.db.selectFrom('expense_receipts').select('expense_id').where('expense_id', '=', expense.id).execute()).toEqual([]);
    expect((await member.get(`/api/expenses/${expense.id}`)).body.receipt).toBeNull();
  });

  it('removes a receipt and keeps the expense; none there, or another’s, is 404', async () => {
    const expense = await record(member);
    expect((await member.delete(`/api/expenses/${expense.id}/receipt`)).status).toBe(404);
    expect((await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(PDF, 'ticket.pdf', 'application/pdf'))).status).toBe(200);
    expect((await other.delete(`/api/expenses/${expense.id}/receipt`)).status).toBe(404);
    const removed = await member.delete(`/api/expenses/${expense.id}/receipt`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ id: expense.id, description: 'Train Utrecht–Amsterdam', receipt: null });
    expect(await server.db.selectFrom('expense_receipts').select('expense_id').where('expense_id', '=', expense.id).execute()).toEqual([]);
    expect((await member.get(`/api/expenses/${expense.id}/receipt`)).status).toBe(404);
    expect((await member.get(`/api/expenses/${expense.id}`)).status).toBe(200);
    expect((await auditKinds(['expense.receipt_removed']))[0]).toEqual({
      kind: 'expense.receipt_removed', user_id: memberId, subject_type: 'project', subject_id: project, details: { name: 'Train Utrecht–Amsterdam', start: '2026-03-04' },
    });
    // An admin removes anyone's.
    expect((await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(PNG_1PX, 'photo.png', 'image/png'))).status).toBe(200);
    expect((await admin.delete(`/api/expenses/${expense.id}/receipt`)).body.receipt).toBeNull();
  });
});

describe('an invoiced expense', () => {
  it('is locked for its member and the admin alike', async () => {
    const expense = await record(member);
    expect((await member.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(PDF, 'kept.pdf', 'application/pdf'))).status).toBe(200);
    const client = (await admin.get('/api/clients')).body[0].id as number;
    const contact = await admin.post('/api/contacts', { name: 'Jan Jansen', client_id: client });
    expect(contact.status, contact.text).toBe(201);
    const invoice = await admin.post('/api/invoices', { invoicenumber: 'E-1', client_id: client, contact_id: contact.body.id, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    const line = await admin.post('/api/invoicelines', { service: 'Expenses', amount: '1', unitprice: '24.60', vat: '9', invoice_id: invoice.body.id });
    expect(line.status, line.text).toBe(201);
    await server.db.updateTable('expenses').set({ invoice_line_id: line.body.id }).where('id', '=', expense.id).execute();

    const read = await member.get(`/api/expenses/${expense.id}`);
    expect(read.body).toMatchObject({ invoice_id: invoice.body.id, editable: false, receipt: { name: 'kept.pdf' } });
    for (const browser of [member, admin]) {
      expect((await browser.put(`/api/expenses/${expense.id}`, input({ amount: '1' }))).status).toBe(409);
      expect((await browser.delete(`/api/expenses/${expense.id}`)).status).toBe(409);
      const receipt = await browser.postForm(`/api/expenses/${expense.id}/receipt`, receiptForm(PDF, 'late.pdf'));
      expect(receipt.status).toBe(409);
      expect(receipt.body.message).toBe('This expense is on an invoice and can no longer be changed.');
      expect((await browser.delete(`/api/expenses/${expense.id}/receipt`)).status).toBe(409);
    }
    expect((await member.get(`/api/expenses/${expense.id}/receipt`)).status).toBe(200);
    const row = await server.db.selectFrom('expenses').selectAll().where('id', '=', expense.id).executeTakeFirstOrThrow();
    expect(Number(row.amount_cents)).toBe(2460);

    // Removing the line releases it.
    expect((await admin.delete(`/api/invoicelines/${line.body.id}`)).status).toBe(204);
    expect((await member.get(`/api/expenses/${expense.id}`)).body).toMatchObject({ invoice_id: null, editable: true });
  });
});

describe('on an invoice', () => {
  it('bills open billable expenses per expense or per category and VAT rate, with the markup, and locks them until the line goes', async () => {
    const client = await admin.post('/api/clients', { name: 'Drukkerij De Vries' });
    const billedProject = await projectWithMembers(client.body.id, 'Print', [memberId]);
    const contact = await admin.post('/api/contacts', { name: 'Dirk de Vries', client_id: client.body.id });
    const invoice = await admin.post('/api/invoices', { invoicenumber: 'E-2', client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-03-31', period: 'March 2026' });
    expect(invoice.status, invoice.text).toBe(201);
    const [travel, meals] = categories;
    const train = await record(member, { project_id: billedProject, category_id: travel.id, date: '2026-03-02', description: 'Train', amount: '10.90', vat: '9', vat_included: true, markup: '10' });
    const taxi = await record(member, { project_id: billedProject, category_id: travel.id, date: '2026-03-09', description: 'Taxi', amount: '20', vat: '9', vat_included: false, markup: '0' });
    const flight = await record(member, { project_id: billedProject, category_id: travel.id, date: '2026-03-05', description: 'Flight', amount: '100', vat: '0', vat_included: false, markup: '0' });
    const lunch = await record(member, { project_id: billedProject, category_id: meals.id, date: '2026-03-03', description: 'Lunch', amount: '12.10', vat: '21', vat_included: true, markup: '0' });
    await record(member, { project_id: billedProject, category_id: meals.id, description: 'Own lunch', billable: false });
    await record(member, { description: 'Another client' });

    const open = await admin.get(`/api/invoices/${invoice.body.id}/expenses`);
    expect(open.status, open.text).toBe(200);
    expect(open.body.expenses.map((expense: { description: string }) => expense.description)).toEqual(['Taxi', 'Flight', 'Lunch', 'Train']);
    // 10.90 incl. 9 % = 10.00 before VAT, plus 10 % markup.
    expect(open.body.expenses.find((expense: { id: number }) => expense.id === train.id)).toMatchObject({ amount_excl_vat: '10.00', markup: '10.00', billed: '11.00', vat: '9.00', receipt: false });
    expect((await member.get(`/api/invoices/${invoice.body.id}/expenses`)).status).toBe(403);

    const before = await server.db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice.body.id).execute();
    const gone = await admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [train.id, 999_999], group: 'category' });
    expect(gone.status).toBe(422);
    expect(Object.keys(gone.body.errors)).toEqual(['expense_ids']);
    expect(await server.db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice.body.id).execute()).toEqual(before);

    const byCategory = await admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [train.id, taxi.id, flight.id], group: 'category' });
    expect(byCategory.status, byCategory.text).toBe(201);
    const lines = byCategory.body.invoicelines.map(({ service, amount, unitprice, vat, period_start, period_end }: Record<string, unknown>) => ({ service, amount, unitprice, vat, period_start, period_end }));
    expect(lines).toEqual([
      { service: 'Travel', amount: '1.00', unitprice: '31.00', vat: '9.00', period_start: '2026-03-02', period_end: '2026-03-09' },
      { service: 'Travel', amount: '1.00', unitprice: '100.00', vat: '0.00', period_start: '2026-03-05', period_end: '2026-03-05' },
    ]);
    const perExpense = await admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [lunch.id], group: 'expense' });
    expect(perExpense.status, perExpense.text).toBe(201);
    expect(perExpense.body.invoicelines.at(-1)).toMatchObject({ service: 'Lunch', amount: '1.00', unitprice: '10.00', vat: '21.00', period_start: '2026-03-03', period_end: '2026-03-03' });

    expect((await member.get(`/api/expenses/${train.id}`)).body).toMatchObject({ invoice_id: invoice.body.id, editable: false });
    expect((await member.put(`/api/expenses/${train.id}`, input({ project_id: billedProject }))).status).toBe(409);
    expect((await admin.get(`/api/invoices/${invoice.body.id}/expenses`)).body.expenses).toEqual([]);
    const twice = await admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [lunch.id], group: 'expense' });
    expect(twice.status).toBe(422);
    const history = await admin.get(`/api/invoices/${invoice.body.id}/history`);
    expect(history.body.filter((entry: { kind: string }) => entry.kind === 'invoice.line_added')).toHaveLength(3);

    const travelLine = byCategory.body.invoicelines[0].id as number;
    expect((await admin.delete(`/api/invoicelines/${travelLine}`)).status).toBe(204);
    expect((await admin.get(`/api/invoices/${invoice.body.id}/expenses`)).body.expenses.map((expense: { id: number }) => expense.id).sort()).toEqual([train.id, taxi.id].sort());
    expect((await member.get(`/api/expenses/${taxi.id}`)).body).toMatchObject({ invoice_id: null, editable: true });

    await server.db.updateTable('invoices').set({ status_id: 2 }).where('id', '=', invoice.body.id).execute();
    const sent = await admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [train.id], group: 'expense' });
    expect(sent.status).toBe(409);
  });

  it('goes on one invoice only when two invoices take it at the same moment (the other is 422, nothing half-added)', async () => {
    const client = await admin.post('/api/clients', { name: 'Race & Zonen' });
    const raced = await projectWithMembers(client.body.id, 'Race', [memberId]);
    const contact = await admin.post('/api/contacts', { name: 'Rik Race', client_id: client.body.id });
    const invoices = await Promise.all(
      ['R-1', 'R-2'].map((invoicenumber) => admin.post('/api/invoices', { invoicenumber, client_id: client.body.id, contact_id: contact.body.id, invoicedate: '2026-03-31', period: 'March 2026' })),
    );
    const expense = await record(member, { project_id: raced, description: 'Courier' });
    const answers = await Promise.all(
      invoices.map((invoice) => admin.post(`/api/invoices/${invoice.body.id}/expenses`, { expense_ids: [expense.id], group: 'expense' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const lines = await server.db.selectFrom('invoice_lines').select(['invoice_id', 'service']).where('invoice_id', 'in', invoices.map((invoice) => invoice.body.id as number)).execute();
    expect(lines).toEqual([{ invoice_id: invoices[answers.findIndex((answer) => answer.status === 201)]!.body.id, service: 'Courier' }]);
  });
});
