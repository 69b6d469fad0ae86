import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { systemActor, type Actor } from '../../src/actions/actor.js';
import type { Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { newOrganization } from '../../src/domain/organizations.js';
import { addMember } from './people.js';
import { openTestDatabase } from './server.js';

/**
 * What the action tests (test/actions*.test.ts) call actions in: a fresh database with one
 * organisation, "Studio Noord", its admin Anna (request id `req-admin`) and a member, and the
 * organisation's system actor (a job or the command line: no person).
 */
export interface ActionWorld {
  db: Db;
  organizationId: number;
  system: Actor;
  admin: Actor;
  member: Actor;
}

/**
 * Opens the world before the file's tests (`ready` gets it, before the file's own `beforeAll`)
 * and removes it after them. `memberRequestId`: the member actor's request id.
 */
export function useActionWorld(name: string, ready: (world: ActionWorld) => void, { memberRequestId = null }: { memberRequestId?: string | null } = {}): void {
  let dir: string | undefined;
  let db: Db | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `kwartier-${name}-`));
    ({ db, dropSchema } = await openTestDatabase(dir));
    await migrateToLatest(db);
    const { id: organizationId } = await db.insertInto('organizations').values(newOrganization({ name: 'Studio Noord' }, new Date())).returning('id').executeTakeFirstOrThrow();
    const adminId = (await addMember(db, organizationId)).id;
    await db.updateTable('users').set({ name: 'Anna Admin' }).where('id', '=', adminId).execute();
    await db.updateTable('memberships').set({ admin: 1 }).where('user_id', '=', adminId).execute();
    ready({
      db,
      organizationId,
      system: systemActor(organizationId),
      admin: { organizationId, userId: adminId, locale: 'en', requestId: 'req-admin' },
      member: { organizationId, userId: (await addMember(db, organizationId)).id, locale: 'en', requestId: memberRequestId },
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await dropSchema?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}

/** The organisation's audit entries of `kind`, oldest first, their details as stored (JSON text). */
export function auditEntries(db: Db, organizationId: number, kind: string) {
  return db
    .selectFrom('audit_entries')
    .select(['user_id', 'subject_type', 'subject_id', 'details', 'request_id'])
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}
