// Benchmark: the clients API against bench-only routes doing the same database work on the same
// server (bench/server.ts), measured in the same run:
//
//   GET  /api/clients (100 rows)       ÷ GET  /bench/clients (the same SELECT, rows as JSON)
//   POST /api/clients + Idempotency-Key ÷ POST /bench/clients (the same single INSERT)
//
// plus the bare `GET /health` and `GET /api/user` (session lookup + contract matching + one row)
// for scale. The ratios are the figures to watch: absolute req/s depend on the machine (and on
// whatever else runs on it), ratios within one run much less. Nothing here asserts a time.
//
//   pnpm --filter @kwartier/server bench                 this and bench/time.ts: SQLite, then
//                                                        PostgreSQL when BENCH_DATABASE_URL (or
//                                                        DATABASE_URL) is set
//   BENCH_SECONDS=3 pnpm --filter @kwartier/server exec tsx bench/clients.ts   a quick look
//
// Databases, the server child and the measuring rounds: bench/harness.ts.
import type { Db } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { newOrganization } from '../src/domain/organizations.js';
import { hashPassword } from '../src/domain/passwords.js';
import { newOwnerFields } from '../src/resources/auth/rules.js';
import { insertUser } from '../src/resources/team/store.js';
import { CONNECTIONS, measure, onEveryDatabase, ratio, ROUNDS, SECONDS, signIn as signInWith, startServer, stopServer, type Target } from './harness.js';

const CLIENTS = 100;
const PASSWORD = 'benchmark password';
/** Lists are read in one organisation, creates go to another, so the list stays 100 rows. */
const LIST_EMAIL = 'bench-list@example.org';
const CREATE_EMAIL = 'bench-create@example.org';

async function addAdmin(db: Db, organizationId: number, email: string, passwordHash: string, now: Date) {
  const { person, membership } = newOwnerFields({ organizationId, name: 'Bench Admin', email, passwordHash, now });
  await insertUser(db, person, membership);
}

/** Two organisations with an admin each; the first has 100 clients. Returns their ids. */
async function seed(target: Target) {
  const db = target.open();
  await migrateToLatest(db);
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const listing = await db.insertInto('organizations').values(newOrganization({ name: 'Bench BV' }, now)).returning('id').executeTakeFirstOrThrow();
  const creating = await db.insertInto('organizations').values(newOrganization({ name: 'Bench Create BV' }, now)).returning('id').executeTakeFirstOrThrow();
  await addAdmin(db, listing.id, LIST_EMAIL, passwordHash, now);
  await addAdmin(db, creating.id, CREATE_EMAIL, passwordHash, now);
  await db
    .insertInto('clients')
    .values(
      Array.from({ length: CLIENTS }, (_, i) => ({
        organization_id: listing.id,
        name: `Client ${String(i + 1).padStart(3, '0')}`,
        clientnumber: `C-${1000 + i}`,
        city: 'Utrecht',
        email: `client${i + 1}@example.org`,
        color: '#E91E63FF',
        active: i % 10 === 0 ? (0 as const) : (1 as const),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  await db.destroy();
  return { listing: listing.id, creating: creating.id };
}

const signIn = (base: string, email: string) => signInWith(base, email, PASSWORD);

async function run(target: Target) {
  const organizations = await seed(target);
  const server = startServer(target);
  try {
    const base = await server.url;
    const listCookie = await signIn(base, LIST_EMAIL);
    const createCookie = await signIn(base, CREATE_EMAIL);
    const check = await fetch(`${base}/api/clients`, { headers: { cookie: listCookie, 'x-requested-with': 'XMLHttpRequest' } });
    const clients = (await check.json()) as unknown[];
    if (clients.length !== CLIENTS) throw new Error(`expected ${CLIENTS} clients, got ${clients.length}`);

    console.log(`\n${target.label}: ${CONNECTIONS} connections, ${SECONDS} s per route in ${ROUNDS} rounds, loopback\n`);
    const lister = { cookie: listCookie, 'x-requested-with': 'XMLHttpRequest' };
    const creator = { cookie: createCookie, 'x-requested-with': 'XMLHttpRequest' };
    const body = JSON.stringify({ name: 'Bench Client BV' });
    const [health, user] = await measure([
      { title: 'GET /health (no database)', url: `${base}/health` },
      // Session lookup + contract matching + one row: the fixed cost of an API call.
      { title: 'GET /api/user (1 row)', url: `${base}/api/user`, load: { headers: lister } },
    ]);
    const [bareList, list] = await measure([
      { title: 'GET /bench/clients (same SELECT)', url: `${base}/bench/clients?organization=${organizations.listing}` },
      { title: `GET /api/clients (${CLIENTS} rows)`, url: `${base}/api/clients`, load: { headers: lister } },
    ]);
    const [bareCreate, create] = await measure([
      { title: 'POST /bench/clients (same INSERT)', url: `${base}/bench/clients?organization=${organizations.creating}`, load: { method: 'POST', body } },
      { title: 'POST /api/clients + Idempotency-Key', url: `${base}/api/clients`, load: { method: 'POST', headers: creator, body, freshKey: true } },
    ]);
    console.log('');
    ratio('GET /api/clients ÷ GET /bench/clients', list, bareList);
    ratio('POST /api/clients ÷ POST /bench/clients', create, bareCreate);
    ratio('GET /api/clients ÷ GET /health', list, health);
    ratio('GET /api/user ÷ GET /health', user, health);
  } finally {
    await stopServer(server);
    await target.cleanUp();
  }
}

onEveryDatabase(run);
