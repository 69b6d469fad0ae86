import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { CompiledQuery, type ExpressionBuilder, type Transaction } from 'kysely';
import { dialectOf, type Db, type DialectName } from '../db/database.js';
import type { Database } from '../db/schema.js';

// Idempotency keys as stored: the claim, the stored answer and its replay. The rules (which
// requests are keyed, what commits when) are the middleware's, http/idempotency.ts.

/** The scope of the answers kept for a session's requests. */
export const sessionScope = (sessionId: string) => `session:${sessionId}`;

/** How long an answer is kept for replay (the contract's 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim without an answer can only have been committed by a server version that stored the
 * claim on its own (this one never commits one): once it is older than any request lives, it is
 * taken over. Younger, it may still belong to such a server during an upgrade: 409.
 */
const ABANDONED_CLAIM_MS = 60_000;

export interface Identity {
  key: string;
  scope: string;
  method: string;
  path: string;
}

export interface StoredAnswer {
  request_hash: string;
  status: number | null;
  body: string | null;
}

function whereIdentity(identity: Identity) {
  return (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
    eb.and([
      eb('idempotency_keys.key', '=', identity.key),
      eb('idempotency_keys.scope', '=', identity.scope),
      eb('idempotency_keys.method', '=', identity.method),
      eb('idempotency_keys.path', '=', identity.path),
    ]);
}

/**
 * Inserts the claim in the request's transaction. Returns nothing when this request holds the
 * key now, else the earlier request's row. One statement on the hot path: an answer past its 24
 * hours, or an abandoned claim, is taken over by the same upsert.
 */
export async function claimKey(trx: Transaction<Database>, statements: Statements, identity: Identity, requestHash: string, now: Date) {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  const abandoned = new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString();
  for (;;) {
    const claimed = await run(trx, statements.claim, [...identityValues(identity), requestHash, now.toISOString(), expired, abandoned]);
    if (claimed.rows.length > 0) return undefined;
    const earlier = await trx.selectFrom('idempotency_keys').select(['request_hash', 'status', 'body']).where(whereIdentity(identity)).executeTakeFirst();
    // Gone in between (forgotten by the hourly clean-up): claim afresh.
    if (earlier) return { ...earlier, body: storedText(earlier.body) };
  }
}

// The statements every keyed write runs, written out once per dialect: building them with
// Kysely's query builder took four times as long as running them (bench/clients.ts).
const CLAIM = `insert into "idempotency_keys" ("key", "scope", "method", "path", "request_hash", "status", "body", "created_at")
  values (?, ?, ?, ?, ?, null, null, ?)
  on conflict ("key", "scope", "method", "path") do update
    set "request_hash" = "excluded"."request_hash", "status" = null, "body" = null, "created_at" = "excluded"."created_at"
    where "idempotency_keys"."created_at" < ? or ("idempotency_keys"."status" is null and "idempotency_keys"."created_at" < ?)
  returning "key"`;
const WHERE_IDENTITY = `where "key" = ? and "scope" = ? and "method" = ? and "path" = ?`;
const STORE = `update "idempotency_keys" set "status" = ?, "body" = ? ${WHERE_IDENTITY}`;
const FORGET = `delete from "idempotency_keys" ${WHERE_IDENTITY}`;

export interface Statements {
  claim: string;
  store: string;
  forget: string;
  /** Whether answers are stored compressed (SQLite: see `storedBody`). */
  compress: boolean;
}

const statementsByDialect = new Map<DialectName, Statements>();
const dialects = new WeakMap<Db, DialectName>();

export function idempotencyStatements(db: Db): Statements {
  let dialect = dialects.get(db);
  if (!dialect) dialects.set(db, (dialect = dialectOf(db)));
  let statements = statementsByDialect.get(dialect);
  if (!statements) {
    // PostgreSQL numbers its placeholders; SQLite takes them in order.
    const numbered = (text: string) => {
      let n = 0;
      return dialect === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
    };
    statements = { claim: numbered(CLAIM), store: numbered(STORE), forget: numbered(FORGET), compress: dialect === 'sqlite' };
    statementsByDialect.set(dialect, statements);
  }
  return statements;
}

function run(trx: Transaction<Database>, text: string, parameters: unknown[]) {
  return trx.executeQuery(CompiledQuery.raw(text, parameters));
}

function identityValues(identity: Identity) {
  return [identity.key, identity.scope, identity.method, identity.path];
}

/** Stores the first complete answer under the key, in the request's transaction. */
export async function storeAnswer(trx: Transaction<Database>, statements: Statements, identity: Identity, status: number, body: string): Promise<void> {
  await run(trx, statements.store, [status, statements.compress ? storedBody(body) : body, ...identityValues(identity)]);
}

/** Answers from this many characters on are stored compressed on SQLite. */
const COMPRESSED_FROM = 1024;

/**
 * The answer as SQLite keeps it: a long one (the time sheet's week, ~13 KB) brotli-compressed,
 * as a blob, a short one as text. The row of a WITHOUT ROWID table holds ~1 KB in its b-tree
 * page and the rest in overflow pages; every page a commit changes is written to the WAL and
 * copied back at the checkpoint. Compressed (~1 KB, at quality 1: ~40 µs), a save's claim,
 * stored answer and commit cost ~250 µs less (bench/cpuprobe.ts). PostgreSQL compresses long
 * values itself (TOAST).
 */
function storedBody(body: string): string | Buffer {
  if (body.length < COMPRESSED_FROM) return body;
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** The stored answer's text: a blob is one stored compressed (`storedBody`), text as sent. */
function storedText(body: unknown): string | null {
  if (body instanceof Uint8Array) return brotliDecompressSync(body).toString('utf8');
  return body as string | null;
}

/** Gives the key up (an answer that started a session is not kept). */
export async function forgetKey(trx: Transaction<Database>, statements: Statements, identity: Identity): Promise<void> {
  await run(trx, statements.forget, identityValues(identity));
}

/** Drops answers past their 24 hours; run at start and then hourly. */
export async function forgetExpiredIdempotencyKeys(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()).execute();
}

/** Answers kept for a retry name what was answered to these users' sessions: they go with the users. */
export async function forgetAnswersOfUsers(db: Db, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const sessions = await db.selectFrom('sessions').select('id').where('user_id', 'in', userIds).execute();
  if (sessions.length > 0) await db.deleteFrom('idempotency_keys').where('scope', 'in', sessions.map((session) => sessionScope(session.id))).execute();
}
