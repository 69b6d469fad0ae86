import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterSkipReason, startCluster, type Cluster } from './harness.js';
import { auditRowsOf, installSaveAudit, REQUEST_TIMEOUT_MS, seedTeam, startSaveLoad, storedCounts, type SaveLoad } from './saveLoad.js';
import { ownPostgresSkipReason, startOwnPostgres, type OwnPostgres } from '../support/ownPostgres.js';

// Faults, with nothing lost. Three instances behind nginx on a PostgreSQL of
// the test's own; 100 simulated members save their weeks through nginx for 60 s, each with the
// app's save queue (saveLoad.ts), an edit every 1–3 s each. Both faults fall into the same 60 s, one after the other:
//
// - at 12 s one instance is killed (SIGKILL): nginx sends the members on to the other two, and
//   what was in flight on the killed one the members' queues send again with the same keys;
// - at 30 s PostgreSQL stops for 10 s (`pg_ctl stop -m fast`): the instances answer 503 with a
//   Retry-After (never 500, never a hang past the request timeout), /ready fails, and once it is
//   back they serve again by themselves, the queues sending what piled up meanwhile.
//
// Then the members stop typing, their queues drain, and the database is compared with what was
// acknowledged: every acknowledged save is there, none applied twice (an audit trigger records
// every write of a time entry), one kept answer per save.

const skip = clusterSkipReason() ?? ownPostgresSkipReason();
if (skip) console.warn(`Skipping the fault suite: ${skip}`);

const MEMBERS = 100;
const LOAD_MS = 60_000;
const KILL_AT_MS = 12_000;
const OUTAGE_AT_MS = 30_000;
const OUTAGE_MS = 10_000;
const KILLED = 1;

describe.skipIf(skip)('faults under load, with nothing lost', () => {
  let postgres: OwnPostgres | undefined;
  let cluster: Cluster | undefined;
  let load: SaveLoad | undefined;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    cluster = await startCluster({ databaseUrl: postgres.url, freshSchema: false });
  });

  afterAll(async () => {
    load?.stop();
    await cluster?.stop();
    await postgres?.destroy();
  });

  it('kill -9 of an instance and a 10 s stop of PostgreSQL: every acknowledged save stored once, the rest delivered', async () => {
    const { db, url, instances } = cluster!;
    await installSaveAudit(db);
    const team = await seedTeam(url, db, MEMBERS);
    // The audit sees a save applied twice: the admin's 30 sent again (without a key) after a 45.
    for (const time of [30, 45, 30]) expect((await team.admin.browser.post('/api/time/save', { time, activity_id: team.activityIds[0], date: '2025-01-06' })).status).toBe(200);
    expect(await auditRowsOf(db, team.admin.id, team.activityIds[0], '2025-01-06', 30)).toBe(2);

    // Every attempt's outcome, by phase.
    type Phase = 'before' | 'killed' | 'outage' | 'after';
    let phase: Phase = 'before';
    const byPhase: Record<Phase, Record<string, number>> = { before: {}, killed: {}, outage: {}, after: {} };
    let slowestMs = 0;
    load = startSaveLoad(url, team, {
      onAttempt: (outcome, ms) => {
        byPhase[phase][outcome] = (byPhase[phase][outcome] ?? 0) + 1;
        slowestMs = Math.max(slowestMs, ms);
      },
    });
    const started = Date.now();
    const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, started + ms - Date.now())));
    const live = instances.filter((instance) => instance.index !== KILLED);
    const ready = () => Promise.all(live.map((instance) => fetch(`${instance.url}/ready`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then((r) => r.status)));

    await at(KILL_AT_MS);
    const beforeKill = load.counts().acknowledged;
    expect(beforeKill).toBeGreaterThan(0);
    phase = 'killed';
    expect(await cluster!.kill(KILLED, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });

    await at(OUTAGE_AT_MS);
    const beforeOutage = load.counts().acknowledged;
    phase = 'outage';
    await postgres!.stop();
    const readyDuringOutage = await ready();
    await at(OUTAGE_AT_MS + OUTAGE_MS);
    const readyLateInOutage = await ready();
    const duringOutage = load.counts().acknowledged;
    await postgres!.start();
    phase = 'after';
    // Back by itself: no instance is restarted.
    for (;;) {
      if ((await ready()).every((status) => status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    await at(LOAD_MS);
    load.stopTyping();
    await load.drained();
    const counts = load.counts();
    const stored = await storedCounts(db, team, load.saves());
    const report = {
      members: MEMBERS,
      edits: counts.edits,
      sent: counts.saves,
      attempts: counts.attempts,
      acknowledged: counts.acknowledged,
      replayed: counts.replayed,
      stored: stored.stored,
      duplicates: stored.duplicates,
      strayWrites: stored.strayWrites,
      wrongCells: stored.wrongCells,
      keptAnswers: stored.keptAnswers,
      refused: counts.refused,
      acknowledgedBeforeKill: beforeKill,
      acknowledgedAfterKillBeforeOutage: beforeOutage - beforeKill,
      acknowledgedDuringOutage: duringOutage - beforeOutage,
      attemptsByPhase: byPhase,
      readyDuringOutage: [...readyDuringOutage, ...readyLateInOutage],
      slowestAttemptMs: slowestMs,
    };
    console.log(`fault suite counts: ${JSON.stringify(report, null, 2)}`);

    // Nothing lost, nothing twice: every save made was acknowledged in the end, and is stored once.
    expect(counts.queued).toBe(0);
    expect(counts.refused).toBe(0);
    expect(counts.acknowledged).toBe(counts.saves);
    expect(stored.missing).toEqual([]);
    expect(stored.stored).toBe(counts.acknowledged);
    expect(stored.duplicates).toBe(0);
    expect(stored.strayWrites).toBe(0);
    expect(stored.wrongCells).toBe(0);
    expect(stored.keptAnswers).toBe(counts.acknowledged);
    // The two remaining instances took over from the killed one.
    expect(beforeOutage).toBeGreaterThan(beforeKill);
    // While PostgreSQL was away: 503 with a Retry-After, passed on by nginx; never a 500, and no
    // attempt went unanswered for the request timeout. (502: nginx, for the saves in flight on the
    // killed instance.)
    expect(byPhase.outage['503']).toBeGreaterThan(0);
    expect(counts.unavailableWithoutRetryAfter).toBe(0);
    const statuses = Object.keys(counts.outcomes).sort();
    expect(statuses.filter((outcome) => !['200', '502', '503', 'network'].includes(outcome))).toEqual([]);
    expect(counts.outcomes.timeout).toBeUndefined();
    expect([...readyDuringOutage, ...readyLateInOutage]).toEqual([503, 503, 503, 503]);
    expect(await ready()).toEqual([200, 200]);
    // The survivors lived through it.
    for (const instance of live) expect(instance.child, instance.output()).toBeDefined();
  }, 180_000);
});
