import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { retryAfterOf } from '@kwartier/api';
import { sql } from 'kysely';
import { insertPeople } from '../../src/resources/team/store.js';
import { createSaveQueue, defaultSleep as sleep, type QueuedChange, type SaveQueue, type SendOutcome } from '../../../../app/src/time/saveQueue.js';
import type { Db } from '../../src/db/database.js';
import { hashPassword } from '../../src/domain/passwords.js';
import { newSessionToken, SESSION_COOKIE, sessionExpiry, sessionIdOf } from '../../src/domain/sessions.js';
import { insertSession } from '../../src/stores/sessions.js';
import { Browser } from '../support/browser.js';
import { organizationIdOf, PASSWORD, signUp } from '../support/people.js';

// Simulated members saving their weeks: each member has the app's own save
// queue (app/src/time/saveQueue.ts — one save at a time, an Idempotency-Key per save kept across
// its retries, back-off on a failure, the server's Retry-After heard) with a sender that does
// what the app's (app/src/time/timeSheet.ts `sendTimeChange`, which needs a browser) does over
// plain fetch. A member edits the 14 cells of a week (two activities, seven days) round and round,
// each edit a value the member never typed before; a trigger of the test's (an audit table)
// records every write of a time entry that committed. So afterwards the audit says which
// acknowledged saves were applied, and a save applied twice shows as a second row of its value
// (a save written again after the cell changed; one repeated while the cell still holds its
// value writes nothing — the store skips an unchanged cell — and changes nothing either).

/** The app's per-attempt timeout (@kwartier/api createApiClient): an attempt not answered by then counts as hung. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface Member {
  id: number;
  /** The `Cookie` header of the member's session. */
  cookie: string;
}

export interface Team {
  organizationId: number;
  /** The organisation's admin (signed in through `url`), on the activities too; not one of the members. */
  admin: { id: number; browser: Browser };
  activityIds: number[];
  members: Member[];
}

/**
 * An organisation (signed up through `url`) with a project of two activities and `size` members
 * on both, each with a session of their own. The members and their sessions are written straight
 * into the database (one password hash for all, no 100 sign-ins against the login throttle).
 */
export async function seedTeam(url: string, db: Db, size: number): Promise<Team> {
  const admin = new Browser(url);
  const user = await signUp(admin);
  const organizationId = await organizationIdOf(db, user.id);
  const client = await admin.post('/api/clients', { name: 'Bakkerij Jansen' });
  const project = await admin.post('/api/projects', { name: 'Website', projectnumber: 'P-1', client_id: client.body.id });
  const activityIds: number[] = [];
  for (const name of ['Design', 'Development']) {
    const activity = await admin.post('/api/activities', { name, project_id: project.body.id });
    if (activity.status !== 201) throw new Error(`creating an activity answered ${activity.status}: ${activity.text}`);
    activityIds.push(activity.body.id as number);
  }
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const users = (
    await insertPeople(
      db,
      Array.from({ length: size }, (_, index) => ({
        person: {
          name: `Member ${index + 1}`,
          email: `member-${index + 1}-${randomUUID().slice(0, 8)}@example.org`,
          password_hash: passwordHash,
          super_admin: 0 as const,
          locale: 'en' as const,
          dateformat: 'DD-MM-YYYY' as const,
          created_at: now.toISOString(),
        },
        membership: { organization_id: organizationId, admin: 0 as const, active: 1 as const, invite_token: null, created_at: now.toISOString() },
      })),
    )
  ).map((id) => ({ id }));
  await db
    .insertInto('activity_user')
    .values([user, ...users].flatMap(({ id }) => activityIds.map((activityId) => ({ organization_id: organizationId, activity_id: activityId, user_id: id, rate_cents: 8_000, created_at: now.toISOString() }))))
    .execute();
  const members: Member[] = [];
  for (const { id } of users) {
    const token = newSessionToken();
    await insertSession(db, { id: sessionIdOf(token), userId: id, organizationId, expiresAt: sessionExpiry(now), now, userAgent: null, address: null });
    members.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
  }
  return { organizationId, admin: { id: user.id, browser: admin }, activityIds, members };
}

/**
 * The test's audit of time entries (PostgreSQL): a row for every insert and update of a time
 * entry, written by a trigger in the writing transaction — so only what committed is there.
 */
export async function installSaveAudit(db: Db): Promise<void> {
  await sql`create table save_audit (user_id integer not null, activity_id integer not null, date text not null, minutes integer not null)`.execute(db);
  await sql`create function save_audit_row() returns trigger language plpgsql as $$
    begin
      insert into save_audit values (new.user_id, new.activity_id, new.date, new.minutes);
      return new;
    end $$`.execute(db);
  await sql`create trigger save_audit after insert or update on time_entries for each row execute function save_audit_row()`.execute(db);
}

/** The audit's rows of a value of one member's cell: one per write of it that committed. */
export async function auditRowsOf(db: Db, userId: number, activityId: number, date: string, minutes: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from save_audit
    where user_id = ${userId} and activity_id = ${activityId} and date = ${date} and minutes = ${minutes}`.execute(db);
  return rows[0].n;
}

/** One save: which member, which cell, which value. */
export interface PlannedSave {
  member: Member;
  activity_id: number;
  date: string;
  time: number;
}

/** The week the members fill in (from its Monday). */
const FIRST_DAY = Date.UTC(2025, 0, 6);
const DAYS = 7;

/**
 * The `n`-th edit of a member: the next cell of the week, round and round, to `n + 1` minutes —
 * no value twice (700 edits a member at most: two cells a day stay below 24:00).
 */
export function plannedSave(team: Team, member: Member, n: number): PlannedSave {
  if (n >= 700) throw new Error('a member makes at most 700 edits (24:00 a day)');
  const cell = n % (DAYS * team.activityIds.length);
  const date = new Date(FIRST_DAY + Math.floor(cell / team.activityIds.length) * 86_400_000).toISOString().slice(0, 10);
  return { member, activity_id: team.activityIds[cell % team.activityIds.length], date, time: n + 1 };
}

const cellOf = (save: { activity_id: number; date: string }) => `${save.activity_id}:${save.date}`;

export interface LoadCounts {
  /** Cells the members changed. */
  edits: number;
  /**
   * Saves made of them, each with its own Idempotency-Key: fewer than the edits when a member
   * changed a cell again while its previous change was still unsent (the queue sends the newest value once).
   */
  saves: number;
  /** HTTP requests sent for them (first tries and retries). */
  attempts: number;
  /** Saves answered 2xx. */
  acknowledged: number;
  /** Of those, answered as a replay of an earlier attempt's answer (`Idempotent-Replayed`). */
  replayed: number;
  /** Saves the server refused (4xx other than the retried ones): none is expected. */
  refused: number;
  /** Attempts by outcome: the status, `network` (no answer: connection refused or cut) or `timeout` (no answer within the request timeout). */
  outcomes: Record<string, number>;
  /** 503 answers without a Retry-After. */
  unavailableWithoutRetryAfter: number;
  /** Saves waiting in the members' queues now. */
  queued: number;
}

export interface SaveLoad {
  /** Makes the members stop typing (the queues still send what they hold). */
  stopTyping(): void;
  /** Resolves once every member stopped typing and every queue is empty. */
  drained(): Promise<void>;
  counts(): LoadCounts;
  /** Every save made, by Idempotency-Key, and whether it was acknowledged. */
  saves(): Map<string, PlannedSave & { acknowledged: boolean }>;
  /** Stops every queue at once (test teardown). */
  stop(): void;
}

/**
 * Starts `team.members` typing: each makes a save, thinks for `thinkMs` (a random time in the
 * range), makes the next, and so on until `stopTyping()`; each member's queue sends them through `url`.
 * `onAttempt` hears every attempt's outcome as it comes (the test marks the moment of a fault).
 */
export function startSaveLoad(
  url: string,
  team: Team,
  { thinkMs = [1_000, 3_000] as [number, number], onAttempt }: { thinkMs?: [number, number]; onAttempt?: (outcome: string, ms: number) => void } = {},
): SaveLoad {
  const counts: LoadCounts = { edits: 0, saves: 0, attempts: 0, acknowledged: 0, replayed: 0, refused: 0, outcomes: {}, unavailableWithoutRetryAfter: 0, queued: 0 };
  const saves = new Map<string, PlannedSave & { acknowledged: boolean }>();
  const queues: SaveQueue[] = [];
  let typing = true;
  const stopTyping = new AbortController();
  // Every member thinks on it.
  setMaxListeners(0, stopTyping.signal);
  const count = (outcome: string, started: number) => {
    counts.attempts += 1;
    counts.outcomes[outcome] = (counts.outcomes[outcome] ?? 0) + 1;
    onAttempt?.(outcome, Date.now() - started);
  };

  /** What the app's `sendTimeChange` does, over fetch. */
  const send =
    (member: Member) =>
    async (change: QueuedChange, signal: AbortSignal): Promise<SendOutcome<unknown>> => {
      const started = Date.now();
      // The queue's stop signal: one listener per attempt (AbortSignal.any), released when each is collected.
      setMaxListeners(0, signal);
      let response: Response;
      try {
        response = await fetch(`${url}/api/time/save`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'x-requested-with': 'XMLHttpRequest',
            'idempotency-key': change.key,
            cookie: member.cookie,
          },
          body: JSON.stringify({ time: change.time, activity_id: change.activity_id, date: change.date }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        await response.arrayBuffer();
      } catch (error) {
        if (signal.aborted) throw error;
        count((error as Error).name === 'TimeoutError' ? 'timeout' : 'network', started);
        return { kind: 'retry' };
      }
      count(String(response.status), started);
      if (response.status === 503 && !response.headers.get('retry-after')) counts.unavailableWithoutRetryAfter += 1;
      if (response.ok) {
        if (response.headers.get('idempotent-replayed') === 'true') counts.replayed += 1;
        return { kind: 'saved', answer: undefined };
      }
      if (response.status === 401 || response.status === 419) return { kind: 'halt' };
      if (response.status >= 500 || [408, 409, 425, 429].includes(response.status)) return { kind: 'retry', retryAfterMs: retryAfterOf(response) };
      return { kind: 'refused', message: `HTTP ${response.status}` };
    };

  const typists = team.members.map(async (member) => {
    let n = 0;
    let created: string | undefined;
    /** The newest save of each cell. */
    const newest = new Map<string, string>();
    const queue = createSaveQueue<unknown>({
      storage: { load: () => [], save: () => {} },
      send: send(member),
      onAnswer: (_answer, change) => {
        counts.acknowledged += 1;
        saves.get(change.key)!.acknowledged = true;
      },
      createKey: () => {
        // The queue asks for the key as it takes the change: record which save it names.
        created = randomUUID();
        return created;
      },
    });
    queues.push(queue);
    // The members start one after another over the first think time, not all at once.
    await sleep(Math.random() * thinkMs[0], stopTyping.signal);
    while (typing) {
      const planned = plannedSave(team, member, n);
      created = undefined;
      queue.enqueue([{ activity_id: planned.activity_id, date: planned.date, time: planned.time }]);
      counts.edits += 1;
      if (created) {
        counts.saves += 1;
        saves.set(created, { ...planned, acknowledged: false });
        newest.set(cellOf(planned), created);
      } else {
        // The queue gave the cell's unsent save the new value.
        saves.get(newest.get(cellOf(planned))!)!.time = planned.time;
      }
      n += 1;
      await sleep(thinkMs[0] + Math.random() * (thinkMs[1] - thinkMs[0]), stopTyping.signal);
    }
    await queue.settled();
    counts.refused += queue.getSnapshot().refused.size;
  });

  return {
    stopTyping() {
      typing = false;
      stopTyping.abort();
    },
    async drained() {
      await Promise.all(typists);
    },
    counts: () => ({ ...counts, outcomes: { ...counts.outcomes }, queued: queues.reduce((sum, queue) => sum + queue.getSnapshot().entries.length, 0) }),
    saves: () => saves,
    stop() {
      typing = false;
      stopTyping.abort();
      for (const queue of queues) queue.stop();
    },
  };
}

export interface StoredCounts {
  /** Acknowledged saves the audit saw applied. */
  stored: number;
  /** Acknowledged saves it did not see. */
  missing: PlannedSave[];
  /** Saves applied more than once: a value of a member's cell written twice. */
  duplicates: number;
  /** Writes of the members' time entries that were no save of theirs. */
  strayWrites: number;
  /** Cells whose value is not their newest save's. */
  wrongCells: number;
  /** Answers kept for the saves' Idempotency-Keys (one per applied save). */
  keptAnswers: number;
}

/** What the database holds of the saves made: the audit of writes, the cells now, the kept answers. */
export async function storedCounts(db: Db, team: Team, saves: Map<string, PlannedSave & { acknowledged: boolean }>): Promise<StoredCounts> {
  const memberIds = team.members.map((member) => member.id);
  const { rows: audit } = await sql<{ user_id: number; activity_id: number; date: string; minutes: number; n: number }>`
    select user_id, activity_id, date, minutes, count(*)::int as n from save_audit where user_id in (${sql.join(memberIds)})
    group by user_id, activity_id, date, minutes`.execute(db);
  const written = new Map(audit.map((row) => [`${row.user_id}:${row.activity_id}:${row.date}:${row.minutes}`, row.n]));
  let stored = 0;
  const missing: PlannedSave[] = [];
  const newest = new Map<string, number>();
  const made = new Set<string>();
  for (const save of saves.values()) {
    const cell = `${save.member.id}:${cellOf(save)}`;
    made.add(`${cell}:${save.time}`);
    newest.set(cell, Math.max(newest.get(cell) ?? 0, save.time));
    if (!save.acknowledged) continue;
    if (written.has(`${cell}:${save.time}`)) stored += 1;
    else missing.push(save);
  }
  const entries = await db.selectFrom('time_entries').select(['user_id', 'activity_id', 'date', 'minutes']).where('user_id', 'in', memberIds).execute();
  const wrongCells =
    entries.filter((entry) => newest.get(`${entry.user_id}:${cellOf(entry)}`) !== entry.minutes).length + Math.max(0, newest.size - entries.length);
  const kept = await db
    .selectFrom('idempotency_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('path', '=', '/api/time/save')
    .where('status', '=', 200)
    .where('key', 'in', [...saves.keys()])
    .executeTakeFirstOrThrow();
  return {
    stored,
    missing,
    duplicates: audit.filter((row) => row.n > 1).length,
    strayWrites: [...written.keys()].filter((key) => !made.has(key)).length,
    wrongCells,
    keptAnswers: Number(kept.n),
  };
}
