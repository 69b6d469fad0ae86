import { messagesOf } from '../../../i18n/catalogue';

// The words of the audit trail, shared by AuditLog and InvoiceHistory: one per AuditKind of the
// contract (a kind added to openapi.yaml needs its line here, en and nl: TypeScript insists), the
// subjects, and the details.

export const messages = messagesOf('auditWords');
