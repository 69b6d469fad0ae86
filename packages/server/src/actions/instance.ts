import type { AuditKind } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { organizationsWithTrail } from '../stores/audit.js';
import { operatorActor, recordBy } from './actor.js';

/**
 * An operator's command on the whole instance (a backup, a restore): one entry in every
 * organisation's trail, by the operator (no person of it), all at one moment. Answers how many
 * organisations it went into; none when the database has no audit trail yet.
 */
export async function recordInstanceEvent(db: Db, kind: Extract<AuditKind, `instance.${string}`>, now = new Date()): Promise<number> {
  const organizations = await organizationsWithTrail(db);
  for (const organizationId of organizations) await recordBy(db, operatorActor(organizationId), kind, null, undefined, now);
  return organizations.length;
}
