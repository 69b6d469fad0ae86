import { messagesOf } from '../../../i18n/catalogue';

// The labels of the field names an audit entry's `fields` carries, per group of fields
// (auditFields.ts says which kinds read which group): `auditFields.<group>.<field name as stored>`
// in each language's catalogue (i18n/catalogue/*.json). A new group or field is a line in each.

export const messages = messagesOf('auditFields');
