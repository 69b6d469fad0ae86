import { dialectOf, type Db } from '../../db/database.js';
import type { ClientRow } from '../../db/schema.js';
import { runStatement } from '../../db/statements.js';
import { HttpError } from '../../domain/failures.js';
import type { NewClientFields, UpdatedClientFields } from './rules.js';

// Every query names the caller's organisation, so another organisation's client is as absent
// as one that never existed (404).

/** The columns a Client answer shows: reading fewer columns makes the list measurably faster. */
export const CLIENT_COLUMNS = [
  'id',
  'name',
  'clientnumber',
  'address',
  'zipcode',
  'city',
  'country',
  'phone',
  'email',
  'website',
  'iban',
  'vat',
  'chamberofcommerce',
  'color',
  'active',
  'invoice_language',
  'peppol_id',
  'currency',
] as const satisfies readonly (keyof ClientRow)[];

export type ClientFields = Pick<ClientRow, (typeof CLIENT_COLUMNS)[number]>;

/**
 * The list answer as JSON text built by the database, in the order and shape of `clientShape`
 * (`active` a boolean): building 100 row objects and serialising them again cost more than the
 * query. Written out per dialect (db/statements.ts).
 */
const LIST_JSON = {
  sqlite: `select json_group_array(json_object(${CLIENT_COLUMNS.map((column) =>
    column === 'active' ? `'active', json(case when "active" = 1 then 'true' else 'false' end)` : `'${column}', "${column}"`,
  ).join(', ')}) order by "name", "id") as "body" from "clients" where "organization_id" = ?`,
  // json_agg of whole rows: PostgreSQL serialises a row faster than a json_build_object call.
  postgres: `select coalesce(json_agg("c" order by "c"."name", "c"."id"), '[]')::text as "body" from (select ${CLIENT_COLUMNS.map((column) =>
    column === 'active' ? `"active" = 1 as "active"` : `"${column}"`,
  ).join(', ')} from "clients" where "organization_id" = ?) as "c"`,
};

export function clientStore(db: Db) {
  return {
    /** The organisation's clients by name, as the JSON text of the list answer (`Client[]`). */
    async listJson(organizationId: number): Promise<string> {
      const { rows } = await runStatement<{ body: string }>(db, LIST_JSON[dialectOf(db)], [organizationId]);
      return rows[0].body;
    },

    /** The client, or 404. */
    async find(organizationId: number, id: number): Promise<ClientFields> {
      const client = await db.selectFrom('clients').select(CLIENT_COLUMNS).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!client) throw new HttpError(404, 'http.not_found');
      return client;
    },

    /**
     * The client a request body names (`client_id`), or undefined: the caller answers 422 under
     * that field, since the record acted on is another one.
     */
    referenced(organizationId: number, id: number): Promise<Pick<ClientRow, 'id' | 'name' | 'active'> | undefined> {
      return db.selectFrom('clients').select(['id', 'name', 'active']).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Whether billable history still refers to the client: projects or subscriptions (the
     * database would refuse the delete; they are deleted first). Invoices: `invoiced`.
     */
    async inUse(organizationId: number, id: number): Promise<boolean> {
      const project = await db.selectFrom('projects').select('id').where('organization_id', '=', organizationId).where('client_id', '=', id).limit(1).executeTakeFirst();
      if (project) return true;
      const subscription = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('client_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return subscription !== undefined;
    },

    /** Whether the client has invoices or quotes (never all deletable: a sent or paid invoice, a quote the client saw, stays). */
    async invoiced(organizationId: number, id: number): Promise<boolean> {
      const invoice = await db.selectFrom('invoices').select('id').where('organization_id', '=', organizationId).where('client_id', '=', id).limit(1).executeTakeFirst();
      if (invoice !== undefined) return true;
      const quote = await db.selectFrom('quotes').select('id').where('organization_id', '=', organizationId).where('client_id', '=', id).limit(1).executeTakeFirst();
      return quote !== undefined;
    },

    /** A new client; without a language or currency of its own it takes the organisation's, read in the same statement. */
    insert(organizationId: number, fields: NewClientFields, now: Date): Promise<ClientFields> {
      const { invoice_language, currency, ...rest } = fields;
      return db
        .insertInto('clients')
        .values((eb) => ({
          ...rest,
          invoice_language: invoice_language === 'organization' ? eb.selectFrom('organizations').select('locale').where('id', '=', organizationId) : invoice_language,
          currency: currency === 'organization' ? eb.selectFrom('organizations').select('currency').where('id', '=', organizationId) : currency,
          organization_id: organizationId,
          created_at: now.toISOString(),
        }))
        .returning(CLIENT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    update(organizationId: number, id: number, fields: UpdatedClientFields | Pick<ClientRow, 'active'>): Promise<ClientFields> {
      return db
        .updateTable('clients')
        .set(fields)
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returning(CLIENT_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Deletes the client with its contacts and updates (foreign key cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('clients').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Removes those of these clients that have no project (an import that skipped every row). */
    async removeEmpty(organizationId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('clients')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('projects').select('projects.id').whereRef('projects.client_id', '=', 'clients.id'))))
        .execute();
    },
  };
}
