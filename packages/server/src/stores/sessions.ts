import type { ChangeFeed } from '../db/changeFeed.js';
import { changeFeedOf, type Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { runStatement } from '../db/statements.js';
import { sessionHandleOf } from '../domain/sessions.js';

// Sessions as stored: the id is the sha256 of the cookie token (domain/sessions.ts), so a leaked
// table hands out no session. The cookie side is http/session.ts.

export interface StoredSession {
  user: UserRow;
  expiresAt: string;
  /** When the session was last noted as seen (null: not since migration 0024); see `noteSessionSeen`. */
  lastSeenAt: string | null;
  /** Whether the user's organisation requires two-factor sign-in of its admins (read with the session: http/session.ts). */
  twoFactorForAdmins: boolean;
}

/** A session as My profile › Sessions lists it (never its id: see `sessionHandleOf`). */
export interface ListedSession {
  id: string;
  handle: string;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string | null;
  /** The organisation the session works in. */
  organizationName: string;
}

/** What routes do to other sessions, on the request's handle (see http/context.ts `storeOf`). */
export function sessionStore(db: Db) {
  return {
    endAllOf: (userId: number) => endAllSessionsOf(db, userId),
    endAllOfExcept: (userId: number, keep: string | undefined) => endSessionsOfExcept(db, userId, keep),

    /** The user's sessions that have not expired, most recently seen first. */
    async listOf(userId: number, now: Date): Promise<ListedSession[]> {
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('organizations', 'organizations.id', 'sessions.organization_id')
        .select(['sessions.id', 'sessions.user_agent', 'sessions.address', 'sessions.created_at', 'sessions.last_seen_at', 'organizations.name as organization_name'])
        .where('sessions.user_id', '=', userId)
        .where('sessions.expires_at', '>', now.toISOString())
        .execute();
      return rows
        .map((row) => ({
          id: row.id,
          handle: sessionHandleOf(row.id),
          userAgent: row.user_agent,
          address: row.address,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          organizationName: row.organization_name,
        }))
        .sort((a, b) => (b.lastSeenAt ?? b.createdAt).localeCompare(a.lastSeenAt ?? a.createdAt) || a.handle.localeCompare(b.handle));
    },

    /**
     * The stored id of the user's session known by `handle` in the API, or undefined: only this
     * user's sessions are looked at (a person has a handful), so another's handle is never found.
     */
    async idOf(userId: number, handle: string): Promise<string | undefined> {
      const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
      return rows.find((row) => sessionHandleOf(row.id) === handle)?.id;
    },

    /** Ends one session of the user (My profile › Sessions › Sign out). */
    async end(userId: number, id: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '=', id).execute();
      sessionsMayHaveChanged(db);
    },
  };
}

// Every request with a session cookie runs this one: written out, not built (db/statements.ts).
// The organisation's two-factor rule comes along: the check of every admin request needs it
// (openapi/validation.ts), and on PostgreSQL its change is heard like a user's (migration 0028).
const FIND_SESSION = `select "users".*, "memberships"."organization_id", "memberships"."admin", "memberships"."active", "memberships"."invite_token",
    "sessions"."expires_at" as "session_expires_at", "sessions"."last_seen_at" as "session_last_seen_at",
    "organizations"."two_factor_admins" as "session_two_factor_admins"
  from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
    inner join "memberships" on "memberships"."user_id" = "sessions"."user_id" and "memberships"."organization_id" = "sessions"."organization_id"
    inner join "organizations" on "organizations"."id" = "sessions"."organization_id"
  where "sessions"."id" = ?`;

/**
 * The session with this id and its user, or undefined. On PostgreSQL read through this
 * process's session cache (below); pass the database handle itself for that, not a transaction.
 */
export function findSession(db: Db, id: string): Promise<StoredSession | undefined> {
  const cache = sessionCacheOf(db);
  return cache ? cache.find(db, id) : readSession(db, id);
}

/**
 * Tells the session cache that this process has just committed a change that may concern a
 * user or a session (the request middleware calls it after every committed write, before the
 * answer leaves): the next request reads afresh. The database's notice of the change
 * (db/changeFeed.ts) arrives too, but over another connection, possibly after this process's
 * next request.
 */
export function sessionsMayHaveChanged(db: Db): void {
  caches.get(db)?.forgetAll();
}

/** How long a cached session is used at most, however quiet the change feed is. */
const CACHE_MS = 60_000;
/** Sessions kept at most; the oldest entry goes first. */
const CACHE_SIZE = 10_000;

interface Cached {
  found: StoredSession;
  readAt: number;
}

/**
 * Every API call starts by reading its session and user, a round trip to PostgreSQL that cost a
 * list call more than half its speed (bench/clients.ts). So this process keeps the sessions it
 * read — only while the change feed is live, i.e. while it hears every change to `users` and
 * `sessions` made by any process — and forgets them all at any change: a deactivated member, a
 * revoked admin flag or a signed-out session stops working at the commit, here and in every other
 * process: before a kept session is used, a round trip on the feed's own connection (an empty
 * query, cheaper than the read and holding no connection of the pool) makes sure every notice of
 * a change committed before the request came has been heard (`ChangeFeed.sync`). A read that
 * overlapped a change is not kept (`generation`). Expiry is still checked on every request
 * (http/session.ts).
 */
class SessionCache {
  private readonly entries = new Map<string, Cached>();
  private generation = 0;

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe(() => this.forgetAll());
  }

  forgetAll() {
    this.generation += 1;
    this.entries.clear();
  }

  async find(db: Db, id: string): Promise<StoredSession | undefined> {
    if (!this.feed.live) return readSession(db, id);
    const now = Date.now();
    const cached = this.entries.get(id);
    if (cached && now - cached.readAt < CACHE_MS) {
      // Another process may have committed a change (a sign-out, a deactivation) just before
      // this request came, its notice still on the way: the feed's round trip hears it first.
      // Without it a request right after the change, on another instance, could still pass.
      const heard = await this.feed.sync().then(
        () => true,
        () => false,
      );
      if (heard && this.entries.get(id) === cached) return cached.found;
    }
    const generation = this.generation;
    const found = await readSession(db, id);
    if (found && generation === this.generation && this.feed.live) {
      if (this.entries.size >= CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { found, readAt: now });
    }
    return found;
  }
}

const caches = new WeakMap<Db, SessionCache | null>();

function sessionCacheOf(db: Db): SessionCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const feed = changeFeedOf(db);
    cache = feed ? new SessionCache(feed) : null;
    caches.set(db, cache);
  }
  return cache;
}

async function readSession(db: Db, id: string): Promise<StoredSession | undefined> {
  const [row] = (
    await runStatement<UserRow & { session_expires_at: string; session_last_seen_at: string | null; session_two_factor_admins: 0 | 1 }>(db, FIND_SESSION, [id])
  ).rows;
  if (!row) return undefined;
  const { session_expires_at: expiresAt, session_last_seen_at: lastSeenAt, session_two_factor_admins: twoFactorAdmins, ...user } = row;
  return { user, expiresAt, lastSeenAt, twoFactorForAdmins: twoFactorAdmins === 1 };
}

/** Where a session is used from: the browser's User-Agent and the caller's address. */
export interface SeenFrom {
  userAgent: string | null;
  address: string | null;
}

export async function insertSession(db: Db, session: { id: string; userId: number; organizationId: number; expiresAt: Date; now: Date } & SeenFrom): Promise<void> {
  const now = session.now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      organization_id: session.organizationId,
      expires_at: session.expiresAt.toISOString(),
      created_at: now,
      user_agent: session.userAgent,
      address: session.address,
      last_seen_at: now,
    })
    .execute();
}

/**
 * Notes that a session was used now, from where (the caller checked `shouldNoteSeen` on the
 * moment it read). Conditional, so processes noting the same session at once write it once; it
 * changes nothing a session check reads, so no process forgets its kept sessions (PostgreSQL's
 * notice leaves `last_seen_at` out, migration 0024). `session` is the object the check read —
 * on PostgreSQL the one this process keeps — and gets the new moment, so the next request does
 * not write again.
 */
export async function noteSessionSeen(db: Db, id: string, session: StoredSession, now: Date, from: SeenFrom, everyMs: number): Promise<void> {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - everyMs + 1).toISOString();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at, user_agent: from.userAgent, address: from.address })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', staleBefore)]))
    .execute();
  session.lastSeenAt = at;
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt.toISOString() }).where('id', '=', id).execute();
  sessionsMayHaveChanged(db);
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
  sessionsMayHaveChanged(db);
}

/** Ends every session of a user (password reset, deactivation): a stolen cookie stops working. */
export async function endAllSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  sessionsMayHaveChanged(db);
}

/** Ends the person's sessions acting in this organisation (deactivated or gone there). */
export async function endSessionsIn(db: Db, organizationId: number, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
  sessionsMayHaveChanged(db);
}

/** The session acts in another organisation of its person from now on. */
export async function switchSessionOrganization(db: Db, id: string, organizationId: number): Promise<void> {
  await db.updateTable('sessions').set({ organization_id: organizationId }).where('id', '=', id).execute();
  sessionsMayHaveChanged(db);
}

/** The organisation the person's most recent session acted in (where a new sign-in starts), if any. */
export async function lastOrganizationOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('sessions').select('organization_id').where('user_id', '=', userId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  return row?.organization_id;
}

/** Ends the user's sessions in other browsers, keeping `keep` (password change). */
export async function endSessionsOfExcept(db: Db, userId: number, keep: string | undefined): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
  sessionsMayHaveChanged(db);
}

/** Drops sessions past their expiry; run at start and then hourly. */
export async function forgetExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

/**
 * Whether the organisation requires two-factor sign-in of its admins, for a caller whose session
 * did not carry it (a token): read by the request check (openapi/validation.ts) and two-factor's store.
 */
export async function twoFactorRequiredForAdmins(db: Db, organizationId: number): Promise<boolean> {
  const row = await db.selectFrom('organizations').select('two_factor_admins').where('id', '=', organizationId).executeTakeFirstOrThrow();
  return row.two_factor_admins === 1;
}
