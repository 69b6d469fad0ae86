import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContactsTable } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import type { ContactDetails } from './rules.js';

// Every query names the caller's organisation, so another organisation's contact is as absent
// as one that never existed (404).

const CONTACT_COLUMNS = ['id', 'name', 'email', 'phone', 'client_id'] as const satisfies readonly (keyof ContactsTable)[];

export type ContactFields = Pick<Selectable<ContactsTable>, (typeof CONTACT_COLUMNS)[number]>;

export function contactStore(db: Db) {
  return {
    /** The client's contacts by name (the caller has made sure the client is the organisation's). */
    list(organizationId: number, clientId: number): Promise<ContactFields[]> {
      return db
        .selectFrom('contacts')
        .select(CONTACT_COLUMNS)
        .where('organization_id', '=', organizationId)
        .where('client_id', '=', clientId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** The contact, or 404. */
    async find(organizationId: number, id: number): Promise<ContactFields> {
      const contact = await db.selectFrom('contacts').select(CONTACT_COLUMNS).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!contact) throw new HttpError(404, 'http.not_found');
      return contact;
    },

    insert(organizationId: number, clientId: number, fields: ContactDetails, now: Date): Promise<ContactFields> {
      return db
        .insertInto('contacts')
        .values({ ...fields, organization_id: organizationId, client_id: clientId, created_at: now.toISOString() })
        .returning(CONTACT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    update(organizationId: number, id: number, fields: ContactDetails): Promise<ContactFields> {
      return db
        .updateTable('contacts')
        .set(fields)
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returning(CONTACT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('contacts').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}
