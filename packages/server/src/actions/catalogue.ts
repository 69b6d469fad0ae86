import type { AuditDetails } from '@kwartier/api';
import type { Flag } from '../db/schema.js';
import { activeWord } from '../domain/audit.js';
import { flipped } from '../domain/flags.js';

// What the catalogue's actions (clients, projects, activities, services) share.

/** A record's `active` flag flipped, and how the audit trail tells it (the record's name, from, to). */
export function toggledActive(record: { name: string; active: Flag }): { active: Flag; details: AuditDetails } {
  const active = flipped(record.active);
  return { active, details: { name: record.name, from: activeWord(record.active), to: activeWord(active) } };
}
