import { dialectOf, type Db } from '../../db/database.js';
import type { BankEntriesTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import type { BankEntry } from '../../domain/bank/entry.js';

// Bank entries (migration 0034): the one writer of `bank_entries`. An entry is kept once per
// organisation, account and reference (the unique key: a second upload inserts nothing).

export type BankEntryRow = Selectable<BankEntriesTable>;
export type BankEntryStatus = 'open' | 'matched' | 'skipped';

/** Rows per INSERT: 16 columns, under SQLite's 32,766 bound parameters and PostgreSQL's 65,535. */
const CHUNK = 500;

export function bankStore(db: Db) {
  return {
    /** Keeps the entries not kept before; answers how many went in. */
    async insertNew(organizationId: number, entries: readonly BankEntry[], now: Date): Promise<number> {
      let inserted = 0;
      for (let start = 0; start < entries.length; start += CHUNK) {
        const rows = entries.slice(start, start + CHUNK).map((entry) => ({
          organization_id: organizationId,
          account: entry.account ?? '',
          reference: entry.reference,
          booked_on: entry.bookedOn,
          amount_cents: entry.amountCents,
          currency: entry.currency,
          counterparty_name: entry.counterpartyName,
          counterparty_iban: entry.counterpartyIban,
          remittance: entry.remittance,
          structured_reference: entry.structuredReference,
          end_to_end_id: entry.endToEndId,
          batch: entry.batch ? (1 as const) : (0 as const),
          status: 'open',
          client_id: null,
          created_at: now.toISOString(),
        }));
        const result = await db
          .insertInto('bank_entries')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['organization_id', 'account', 'reference']).doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
      }
      return inserted;
    },

    /** The organisation's entries of a status, oldest booking first (at most `limit`). */
    list(organizationId: number, status: BankEntryStatus, limit: number): Promise<BankEntryRow[]> {
      return db.selectFrom('bank_entries').selectAll().where('organization_id', '=', organizationId).where('status', '=', status).orderBy('booked_on').orderBy('id').limit(limit).execute();
    },

    /** One entry of the organisation, held for the rest of the transaction on PostgreSQL; undefined when there is none. */
    lockOne(organizationId: number, id: number): Promise<BankEntryRow | undefined> {
      const query = db.selectFrom('bank_entries').selectAll().where('organization_id', '=', organizationId).where('id', '=', id);
      // SQLite writes one at a time already.
      return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },

    /** Decides an open entry; false when it was no longer open. */
    async decide(organizationId: number, id: number, decision: { status: 'matched' | 'skipped'; clientId: number | null; userId: number | null }, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('bank_entries')
        .set({ status: decision.status, client_id: decision.clientId, decided_by: decision.userId, decided_at: now.toISOString() })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** IBAN → the clients it paid for: the clients' own IBANs and those of confirmed matches. */
    async clientIbans(organizationId: number): Promise<Map<string, number[]>> {
      const own = await db.selectFrom('clients').select(['id', 'iban']).where('organization_id', '=', organizationId).where('iban', 'is not', null).execute();
      const seen = await db
        .selectFrom('bank_entries')
        .select(['client_id', 'counterparty_iban'])
        .distinct()
        .where('organization_id', '=', organizationId)
        .where('status', '=', 'matched')
        .where('client_id', 'is not', null)
        .where('counterparty_iban', 'is not', null)
        .execute();
      const ibans = new Map<string, number[]>();
      const add = (iban: string | null, clientId: number | null) => {
        const key = iban?.replace(/\s+/g, '').toUpperCase();
        if (!key || clientId === null) return;
        const clients = ibans.get(key) ?? [];
        if (!clients.includes(clientId)) ibans.set(key, [...clients, clientId]);
      };
      for (const row of own) add(row.iban, row.id);
      for (const row of seen) add(row.counterparty_iban, row.client_id);
      return ibans;
    },
  };
}
