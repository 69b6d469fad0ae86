/**
 * Checks openapi.yaml against the product's list of calls and keeps the generated types honest:
 * every call of the spec is in the contract, each operation is documented the same way, and
 * `src/schema.d.ts` is what openapi-typescript makes of the current contract.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderConstraints } from '../scripts/constraints.mjs';
import { schemaBounds } from './constraints.gen';

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = resolve(here, '..');
const contractPath = resolve(packageDir, '../../openapi.yaml');

type Json = Record<string, unknown>;
const doc = parse(readFileSync(contractPath, 'utf8')) as Json;
const paths = doc.paths as Record<string, Record<string, Json>>;
const components = doc.components as Record<string, Record<string, Json>>;

/** The 78 calls the product specification lists, paths written with a leading slash. */
const SPEC_CALLS = [
  'GET /api/user',
  'POST /api/user/updateprofile',
  'POST /api/user/changepassword',
  'POST /login',
  'POST /register',
  'POST /password/email',
  'POST /password/reset',
  'GET /invitation/{token}',
  'POST /join',
  'GET /api/clients',
  'GET /api/clients/{id}',
  'POST /api/clients',
  'PUT /api/clients/{id}',
  'POST /api/clients/toggle/active',
  'DELETE /api/clients/{id}',
  'GET /api/clientupdates/client/{id}',
  'POST /api/clientupdates',
  'PUT /api/clientupdates/{id}',
  'DELETE /api/clientupdates/{id}',
  'GET /api/contacts/client/{id}',
  'POST /api/contacts',
  'PUT /api/contacts/{id}',
  'DELETE /api/contacts/{id}',
  'GET /api/services',
  'GET /api/services/{id}',
  'POST /api/services',
  'PUT /api/services/{id}',
  'POST /api/services/toggle/active',
  'DELETE /api/services/{id}',
  'GET /api/subscriptions',
  'POST /api/subscriptions',
  'DELETE /api/subscriptions/{id}',
  'GET /api/projects',
  'GET /api/projects/{id}',
  'POST /api/projects',
  'PUT /api/projects/{id}',
  'DELETE /api/projects/{id}',
  'GET /api/activities/project/{id}',
  'POST /api/activities',
  'PUT /api/activities/{id}',
  'DELETE /api/activities/{id}',
  'POST /api/activities/toggle/active',
  'POST /api/activities/{id}/attachuser',
  'POST /api/activities/{id}/updateuser',
  'POST /api/activities/{pivotid}/detachuser',
  'GET /api/invoices',
  'GET /api/invoices/{id}',
  'GET /api/invoices/{uuid}/print',
  'POST /api/invoices',
  'PUT /api/invoices/{id}',
  'DELETE /api/invoices/{id}',
  'GET /invoices/{id}/pdf',
  'POST /api/invoicelines',
  'PUT /api/invoicelines/{id}',
  'DELETE /api/invoicelines/{id}',
  'GET /api/organization/for/currentuser',
  'GET /api/organization/get/nextinvoicenumber',
  'POST /api/organization/save/details',
  'POST /api/organization/save/update',
  'POST /api/organization/send/invite',
  'POST /api/organization/save/logo',
  'GET /api/users',
  'POST /api/users/toggle/active',
  'POST /api/users/toggle/admin',
  'DELETE /api/users/{id}',
  'GET /api/admin/accounts',
  'POST /api/period',
  'POST /api/period/previous',
  'POST /api/period/next',
  'POST /api/dashboard/timetotals',
  'POST /api/dashboard/activitytotals',
  'POST /api/time',
  'POST /api/time/previous',
  'POST /api/time/next',
  'POST /api/time/save',
  'POST /api/time/addactivity',
  'POST /api/time/deleteactivity',
  'POST /api/time/copy',
];

/**
 * Calls beyond that list: sign-out and the logo image (used as a full page load and an image
 * source) and the toggle calls for subscriptions and projects (both toggle and delete only while
 * inactive, so something must make them inactive), and the invoice's tracked time: the
 * uninvoiced hours of its client, and adding them as lines.
 */
const EXTRA_CALLS = [
  'GET /logout',
  // Sessions people can see, and an admin ending a member's.
  'GET /api/user/sessions',
  'DELETE /api/user/sessions/{id}',
  'POST /api/user/sessions/endothers',
  // One login, several organisations.
  'GET /api/user/organizations',
  'PUT /api/user/organization',
  'DELETE /api/user/organizations/{id}',
  'POST /api/user/invitations/accept',
  'POST /api/user/invitations/decline',
  // Two-factor sign-in.
  'POST /login/twofactor',
  'POST /api/user/twofactor/setup',
  'POST /api/user/twofactor/confirm',
  'POST /api/user/twofactor/disable',
  'GET /login/sso',
  'GET /login/sso/callback',
  'GET /api/organization/sso',
  'PUT /api/organization/sso',
  'DELETE /api/organization/sso',
  'POST /api/users/{id}/endsessions',
  // The audit trail, and an invoice's history.
  'GET /api/audit',
  'GET /api/invoices/{id}/history',
  // My data: download it, delete my account.
  'GET /api/user/export',
  'GET /api/user/deletion',
  'POST /api/user/delete',
  // Personal access tokens.
  'GET /api/user/tokens',
  'POST /api/user/tokens',
  'DELETE /api/user/tokens/{id}',
  'GET /logo/{uuid}',
  // The public print page's PDF, for the client who has its link and no account.
  'GET /invoices/{uuid}/print/pdf',
  'POST /api/subscriptions/toggle/active',
  'POST /api/projects/toggle/active',
  'GET /api/subscriptions/{id}',
  'GET /api/invoices/{id}/trackedtime',
  'POST /api/invoices/{id}/trackedtime',
  // The suggested project number.
  'GET /api/organization/get/nextprojectnumber',
  // The e-invoice, payments and the receivables of the dashboard.
  'GET /api/invoices/{id}/ubl',
  'GET /api/invoices/{id}/payments',
  'POST /api/invoices/{id}/payments',
  'DELETE /api/payments/{id}',
  'GET /api/dashboard/receivables',
  // The first steps of a new organisation's dashboard.
  'GET /api/dashboard/firststeps',
  // A subscription's price and period, and "Create now" of its recurring invoice.
  'PUT /api/subscriptions/{id}',
  'POST /api/subscriptions/{id}/invoice',
  // Invoices by mail, the mail log and the mail templates.
  'GET /api/invoices/{id}/mails/draft',
  'GET /api/invoices/{id}/mails',
  'POST /api/invoices/{id}/send',
  'GET /api/organization/get/mailtemplates',
  'POST /api/organization/save/mailtemplates',
  // The timer.
  'GET /api/timer',
  'POST /api/timer/start',
  'POST /api/timer/stop',
  'POST /api/timer/discard',
  // Reports, grouped and entry by entry.
  'POST /api/reports',
  'POST /api/reports/entries',
  // Importing time from Toggl Track, Clockify and Harvest exports.
  'POST /api/imports',
  'GET /api/imports/{id}',
  'POST /api/imports/{id}/start',
  'POST /api/imports/{id}/continue',
  // A note per entry.
  'POST /api/time/note',
  'POST /api/dashboard/notes',
  // Submit and approve weeks, and locked periods.
  'POST /api/time/submit',
  'GET /api/approvals',
  'POST /api/approvals/{id}/approve',
  'POST /api/approvals/{id}/reject',
  'POST /api/approvals/{id}/undo',
  'GET /api/locks',
  'POST /api/locks',
  'DELETE /api/locks/{id}',
  // Bank statements: upload, the entries with proposed matches, confirm as payments, skip.
  'POST /api/bank/statements',
  'GET /api/bank/entries',
  'GET /api/bank/open-invoices',
  'POST /api/bank/entries/{id}/confirm',
  'POST /api/bank/entries/{id}/skip',
  // Expenses: a member's own (an admin's: everyone's), receipts, categories, billing them on an invoice.
  'GET /api/expenses',
  'POST /api/expenses',
  'GET /api/expenses/{id}',
  'PUT /api/expenses/{id}',
  'DELETE /api/expenses/{id}',
  'GET /api/expenses/{id}/receipt',
  'POST /api/expenses/{id}/receipt',
  'DELETE /api/expenses/{id}/receipt',
  'GET /api/invoices/{id}/expenses',
  'POST /api/invoices/{id}/expenses',
  'GET /api/expensecategories',
  'POST /api/expensecategories',
  'PUT /api/expensecategories/{id}',
  'DELETE /api/expensecategories/{id}',
  // Quotes: made and sent by admins, answered through the public link, made an invoice or a budget.
  'GET /api/quotes',
  'POST /api/quotes',
  'GET /api/quotes/{id}',
  'PUT /api/quotes/{id}',
  'DELETE /api/quotes/{id}',
  'POST /api/quotes/{id}/sent',
  'POST /api/quotes/{id}/invoice',
  'POST /api/quotes/{id}/budget',
  'GET /api/public/quotes/{uuid}',
  'POST /api/public/quotes/{uuid}/accept',
  'POST /api/public/quotes/{uuid}/decline',
  'POST /api/quotes/{id}/send',
  'GET /quotes/{id}/pdf',
  'GET /quote/{uuid}/pdf',
  // Webhooks: an organisation's endpoints, their delivery log, a test event, one more attempt.
  'GET /api/webhooks',
  'POST /api/webhooks',
  'GET /api/webhooks/{id}',
  'PUT /api/webhooks/{id}',
  'DELETE /api/webhooks/{id}',
  'POST /api/webhooks/{id}/secret',
  'GET /api/webhooks/{id}/deliveries',
  'POST /api/webhooks/{id}/ping',
  'POST /api/webhookdeliveries/{id}/resend',
];

/** Full page loads and image sources: no X-Requested-With, no JSON errors. */
const PAGE_LOADS = new Set(['GET /logout', 'GET /logo/{uuid}', 'GET /invoices/{uuid}/print/pdf', 'GET /quote/{uuid}/pdf', 'GET /login/sso', 'GET /login/sso/callback']);

const TAGS = [
  'auth', 'user', 'organization', 'clients', 'contacts', 'clientupdates', 'services', 'subscriptions',
  'projects', 'activities', 'invoices', 'invoicelines', 'team', 'admin', 'period', 'dashboard', 'time', 'logo',
  'timer', 'reports', 'import', 'approval', 'audit', 'bank', 'expenses', 'quotes', 'webhooks',
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const WRITES = new Set(['post', 'put', 'delete', 'patch']);

interface Operation {
  key: string;
  method: string;
  path: string;
  op: Json;
  pathItem: Json;
}

const operations: Operation[] = Object.entries(paths).flatMap(([path, pathItem]) =>
  METHODS.filter((m) => m in pathItem).map((method) => ({
    key: `${method.toUpperCase()} ${path}`,
    method,
    path,
    op: pathItem[method] as Json,
    pathItem,
  })),
);

/** Resolves a local `$ref` (`#/components/...`). */
function deref<T = Json>(value: unknown): T {
  let current = value as Json;
  for (let hops = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error('ref loop');
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((node, part) => (node as Json)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Json;
    if (current === undefined) throw new Error(`unresolved ${String(value && (value as Json).$ref)}`);
  }
  return current as T;
}

function mediaTypes(holder: unknown): Json[] {
  const content = deref(holder)?.content as Record<string, Json> | undefined;
  return content ? Object.values(content) : [];
}

function hasExample(operation: Json): boolean {
  const media = [
    ...mediaTypes(operation.requestBody),
    ...Object.values((operation.responses ?? {}) as Record<string, unknown>).flatMap(mediaTypes),
  ];
  const headers = Object.values((operation.responses ?? {}) as Record<string, unknown>).flatMap((response) =>
    Object.values((deref(response).headers ?? {}) as Record<string, unknown>).map((h) => deref(h)),
  );
  return (
    media.some((m) => m.example !== undefined || (m.examples && Object.keys(m.examples as Json).length > 0)) ||
    // A body-less answer (the logout redirect) shows its example in the headers.
    headers.some((h) => h.example !== undefined)
  );
}

function parameterNames(operation: Operation): string[] {
  const params = [...((operation.pathItem.parameters as unknown[]) ?? []), ...((operation.op.parameters as unknown[]) ?? [])];
  return params.map((p) => deref(p).name as string);
}

describe('the specified calls', () => {
  // Counted in openapi.yaml, not in the lists above: a call missing from the contract, or a list
  // that lost or repeated an entry, changes one of these numbers.
  it('serves the 78 calls of the spec and the 110 extras, each once', () => {
    const keys = operations.map((o) => o.key);
    expect(keys.filter((key) => SPEC_CALLS.includes(key))).toHaveLength(78);
    expect(keys.filter((key) => EXTRA_CALLS.includes(key))).toHaveLength(110);
    expect(keys).toHaveLength(188);
  });

  it.each(SPEC_CALLS)('%s is in openapi.yaml', (call) => {
    expect(operations.map((o) => o.key)).toContain(call);
  });

  it.each(EXTRA_CALLS)('extra call %s is in openapi.yaml', (call) => {
    expect(operations.map((o) => o.key)).toContain(call);
  });

  it('has no operation beyond the spec calls and the documented extras', () => {
    expect(operations.map((o) => o.key).sort()).toEqual([...SPEC_CALLS, ...EXTRA_CALLS].sort());
  });
});

describe('every operation', () => {
  it('has a unique operationId', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const id of ids) expect(typeof id).toBe('string');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations.map((o) => [o.key, o] as const))('%s: one known tag, a summary and an example', (_, operation) => {
    const { op } = operation;
    expect(op.tags).toHaveLength(1);
    expect(TAGS).toContain((op.tags as string[])[0]);
    expect(typeof op.summary).toBe('string');
    expect((op.summary as string).length).toBeGreaterThan(0);
    expect(hasExample(op)).toBe(true);
  });

  it.each(operations.map((o) => [o.key, o] as const))('%s: headers, security and error responses', (key, operation) => {
    const { op, method, path } = operation;
    const names = parameterNames(operation);
    const responses = op.responses as Record<string, unknown>;
    const isPublic = Array.isArray(op.security) && op.security.length === 0;

    if (!PAGE_LOADS.has(key)) expect(names).toContain('X-Requested-With');
    expect(names.includes('Idempotency-Key')).toBe(WRITES.has(method));
    if (!isPublic) expect(responses).toHaveProperty('401');
    if (!PAGE_LOADS.has(key) && (path.startsWith('/api') || WRITES.has(method))) expect(responses).toHaveProperty('419');
    if (op.requestBody) expect(responses).toHaveProperty('422');
    if (/\{(id|pivotid|uuid|token)\}/.test(path)) expect(responses).toHaveProperty('404');
    if (PAGE_LOADS.has(key)) expect(isPublic).toBe(true);
    const success = Object.keys(responses).filter((status) => /^[23]/.test(status));
    expect(success.length).toBeGreaterThan(0);
  });

  it('uses a 422 body that is a ValidationError', () => {
    for (const { op } of operations) {
      const response = (op.responses as Record<string, unknown>)['422'];
      if (!response) continue;
      const schema = (mediaTypes(response)[0]?.schema ?? {}) as Json;
      expect(schema.$ref).toBe('#/components/schemas/ValidationError');
    }
  });

  it('has only resolvable $refs', () => {
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        if (typeof (node as Json).$ref === 'string') expect(() => deref(node)).not.toThrow();
        Object.values(node).forEach(visit);
      }
    };
    visit(doc);
  });
});

describe('components', () => {
  it('keeps the schema names other packages rely on', () => {
    for (const name of [
      'User', 'Organization', 'Client', 'ClientCreate', 'ClientUpdate', 'LoginRequest', 'RegisterRequest',
      'IdRequest', 'ValidationError', 'ErrorMessage', 'Contact', 'ClientUpdateEntry', 'Service', 'Subscription',
      'Project', 'Activity', 'Invoice', 'InvoiceLine', 'InvoiceList', 'Account', 'TeamMember', 'Invitation',
      'WeekData', 'DashboardTimeTotals', 'DashboardActivityTotals', 'Period',
    ]) {
      expect(components.schemas).toHaveProperty(name);
    }
  });

  it('has the shared error responses', () => {
    expect(Object.keys(components.responses!)).toEqual(
      expect.arrayContaining(['Unauthorized', 'Forbidden', 'NotFound', 'TokenExpired', 'Unprocessable']),
    );
  });

  it('exports a type alias for every component schema, generated', () => {
    const index = readFileSync(join(here, 'index.ts'), 'utf8');
    const schema = readFileSync(join(here, 'schema.d.ts'), 'utf8');
    expect(index).toContain(`export type * from './schema';`);
    for (const name of Object.keys(components.schemas!)) {
      expect(schema).toContain(`export type ${name} = components['schemas']['${name}'];`);
    }
  });
});

describe('generated constraints', () => {
  it.each(Object.entries(renderConstraints(doc)))('src/%s is up to date with openapi.yaml', (file, fresh) => {
    const committed = readFileSync(join(here, file), 'utf8');
    expect(committed === fresh, `src/${file} is stale: run \`pnpm --filter @kwartier/api generate\``).toBe(true);
  });

  it('follows $refs to the primitive schema and lets a property narrow it', () => {
    expect(schemaBounds.RegisterRequest.name).toEqual({ minLength: 1, maxLength: 255 });
    expect(schemaBounds.OrganizationSettingsUpdate.invoice_termofpayment).toEqual({ minimum: 0, maximum: 365 });
  });
});

describe('generated types', () => {
  it('src/schema.d.ts is up to date with openapi.yaml', () => {
    const require = createRequire(import.meta.url);
    const pkgJson = require.resolve('openapi-typescript/package.json');
    const bin = (require(pkgJson) as { bin: Record<string, string> }).bin['openapi-typescript']!;
    const out = mkdtempSync(join(tmpdir(), 'kwartier-api-'));
    try {
      const target = join(out, 'schema.d.ts');
      // The invocation of `pnpm --filter @kwartier/api generate`, read from package.json, from
      // the same directory, writing to a temporary file instead of src/schema.d.ts.
      const generate = (require(join(packageDir, 'package.json')) as { scripts: { generate: string } }).scripts.generate;
      const args = generate.split('&&')[0]!.trim().split(/\s+/).slice(1);
      const output = args.indexOf('-o');
      expect(output, 'generate script names its output with -o').toBeGreaterThan(0);
      args[output + 1] = target;
      execFileSync(process.execPath, [join(dirname(pkgJson), bin), ...args], {
        cwd: packageDir,
        stdio: 'pipe',
      });
      const fresh = readFileSync(target, 'utf8');
      const committed = readFileSync(join(here, 'schema.d.ts'), 'utf8');
      expect(
        committed === fresh,
        'src/schema.d.ts is stale: run `pnpm --filter @kwartier/api generate`',
      ).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
