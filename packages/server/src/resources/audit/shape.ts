import type { AuditDetails, AuditEntry, AuditKind, AuditSubjectType } from '@kwartier/api';
import type { AuditRow } from '../../stores/audit.js';

// Stored audit rows → the contract's AuditEntry.

export function auditEntryShape(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind as AuditKind,
    user_id: row.user_id,
    user_name: row.user_name,
    subject_type: row.subject_type as AuditSubjectType | null,
    subject_id: row.subject_id,
    subject_name: row.subject_name,
    details: row.details ? (JSON.parse(row.details) as AuditDetails) : {},
    request_id: row.request_id,
  };
}
