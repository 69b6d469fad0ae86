import type { Locale, SubscriptionPeriod } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import type { Flag } from '../../db/schema.js';
import type { VatCategory } from '../../domain/ubl.js';
import { HttpError } from '../../domain/failures.js';
import type { NewSubscriptionFields, RecurringFields } from './rules.js';

// Every query names the caller's organisation, so another organisation's subscription is as
// absent as one that never existed (404). The daily job's `due` is the one query over every
// organisation; what it finds is then handled per organisation and client.

/** A subscription with the names of its client and service, as a Subscription answer shows it. */
export interface SubscriptionFields extends RecurringFields {
  id: number;
  organization_id: number;
  client_id: number;
  client_name: string;
  /** The client's invoice language: the language of its invoice lines. */
  client_invoice_language: Locale;
  client_active: Flag;
  service_id: number;
  service_name: string;
  active: Flag;
}

/** A claimed period with its invoice's number (null once that invoice was deleted). */
export interface PeriodClaim {
  invoice_id: number | null;
  invoicenumber: string | null;
}

export function subscriptionStore(db: Db) {
  const withNames = () =>
    db
      .selectFrom('subscriptions')
      .innerJoin('clients', 'clients.id', 'subscriptions.client_id')
      .innerJoin('services', 'services.id', 'subscriptions.service_id')
      .select([
        'subscriptions.id',
        'subscriptions.organization_id',
        'subscriptions.client_id',
        'clients.name as client_name',
        'clients.invoice_language as client_invoice_language',
        'clients.active as client_active',
        'subscriptions.service_id',
        'services.name as service_name',
        'subscriptions.enddate',
        'subscriptions.active',
        'subscriptions.price_cents',
        'subscriptions.period',
        'subscriptions.startdate',
        'subscriptions.vat',
        'subscriptions.vat_category',
      ]);
  const ofOrganization = (organizationId: number) => withNames().where('subscriptions.organization_id', '=', organizationId);

  /** The subscription, or 404. */
  async function find(organizationId: number, id: number): Promise<SubscriptionFields> {
    const subscription = await ofOrganization(organizationId).where('subscriptions.id', '=', id).executeTakeFirst();
    if (!subscription) throw new HttpError(404, 'http.not_found');
    return asFields(subscription);
  }

  return {
    find,

    /** The organisation's subscriptions, or those to one service, active and inactive, by client name. */
    async list(organizationId: number, serviceId?: number): Promise<SubscriptionFields[]> {
      let query = ofOrganization(organizationId);
      if (serviceId !== undefined) query = query.where('subscriptions.service_id', '=', serviceId);
      return (await query.orderBy('clients.name').orderBy('subscriptions.id').execute()).map(asFields);
    },

    async insert(organizationId: number, fields: NewSubscriptionFields, now: Date): Promise<SubscriptionFields> {
      const { id } = await db
        .insertInto('subscriptions')
        .values({ ...fields, organization_id: organizationId, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return find(organizationId, id);
    },

    async update(organizationId: number, id: number, changes: Partial<RecurringFields>): Promise<SubscriptionFields> {
      if (Object.keys(changes).length > 0) await db.updateTable('subscriptions').set(changes).where('organization_id', '=', organizationId).where('id', '=', id).execute();
      return find(organizationId, id);
    },

    async setActive(organizationId: number, id: number, active: Flag): Promise<SubscriptionFields> {
      await db.updateTable('subscriptions').set({ active }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
      return find(organizationId, id);
    },

    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('subscriptions').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    // ---- recurring invoices ---------------------------------------------------------------------

    /**
     * Every organisation's subscriptions that may have a period due on `today` (`YYYY-MM-DD`):
     * active, of an active client, with a price, started by today and not ended before this
     * year began (the earliest first day of a period holding today). rules.periodDue decides.
     */
    async candidates(today: string): Promise<SubscriptionFields[]> {
      const yearStart = `${today.slice(0, 4)}-01-01`;
      const rows = await withNames()
        .where('subscriptions.active', '=', 1)
        .where('clients.active', '=', 1)
        .where('subscriptions.price_cents', 'is not', null)
        .where('subscriptions.startdate', '<=', today)
        .where((eb) => eb.or([eb('subscriptions.enddate', 'is', null), eb('subscriptions.enddate', '>=', yearStart)]))
        .orderBy('subscriptions.organization_id')
        .orderBy('subscriptions.client_id')
        .orderBy('subscriptions.id')
        .execute();
      return rows.map(asFields);
    },

    /** Which of these periods (`subscription_id` + `period_start`) are claimed already, as `id:start` keys. */
    async claimedAmong(periods: readonly { subscription_id: number; period_start: string }[]): Promise<Set<string>> {
      if (periods.length === 0) return new Set();
      const ids = [...new Set(periods.map((p) => p.subscription_id))];
      const starts = [...new Set(periods.map((p) => p.period_start))];
      const claimed = new Set<string>();
      // In chunks: well below the bound-parameter limits of SQLite and PostgreSQL.
      for (let from = 0; from < ids.length; from += 1000) {
        const rows = await db
          .selectFrom('subscription_invoices')
          .select(['subscription_id', 'period_start'])
          .where('subscription_id', 'in', ids.slice(from, from + 1000))
          .where('period_start', 'in', starts)
          .execute();
        for (const row of rows) claimed.add(`${row.subscription_id}:${row.period_start}`);
      }
      return claimed;
    },

    /**
     * Claims these periods of the organisation's subscriptions for an invoice about to be made in
     * the same transaction; answers the ids of the subscriptions whose period this call claimed.
     * A period claimed already — also by another process's transaction still running: PostgreSQL
     * waits for it to end — is left out (`on conflict do nothing`), so a period is claimed once.
     * Claimed in id order, so two transactions never wait for each other's claims in a circle.
     */
    async claim(organizationId: number, subscriptionIds: readonly number[], periodStart: (id: number) => string, now: Date): Promise<number[]> {
      if (subscriptionIds.length === 0) return [];
      const rows = await db
        .insertInto('subscription_invoices')
        .values(
          [...subscriptionIds]
            .sort((a, b) => a - b)
            .map((id) => ({ subscription_id: id, period_start: periodStart(id), organization_id: organizationId, invoice_id: null, created_at: now.toISOString() })),
        )
        .onConflict((oc) => oc.columns(['subscription_id', 'period_start']).doNothing())
        .returning('subscription_id')
        .execute();
      return rows.map((row) => row.subscription_id);
    },

    /** Records the invoice made for these claimed periods. */
    async attachInvoice(organizationId: number, subscriptionIds: readonly number[], periodStart: (id: number) => string, invoiceId: number): Promise<void> {
      for (const id of subscriptionIds) {
        await db
          .updateTable('subscription_invoices')
          .set({ invoice_id: invoiceId })
          .where('organization_id', '=', organizationId)
          .where('subscription_id', '=', id)
          .where('period_start', '=', periodStart(id))
          .execute();
      }
    },

    /** The claim of a period, with its invoice's number, or undefined when it is not claimed. */
    claimOf(organizationId: number, subscriptionId: number, start: string): Promise<PeriodClaim | undefined> {
      return db
        .selectFrom('subscription_invoices')
        .leftJoin('invoices', 'invoices.id', 'subscription_invoices.invoice_id')
        .select(['subscription_invoices.invoice_id', 'invoices.invoicenumber'])
        .where('subscription_invoices.organization_id', '=', organizationId)
        .where('subscription_invoices.subscription_id', '=', subscriptionId)
        .where('subscription_invoices.period_start', '=', start)
        .executeTakeFirst();
    },

    /** Forgets the claim of a period whose invoice was deleted, so it can be claimed again ("Create now"). */
    async forgetDeletedClaim(organizationId: number, subscriptionId: number, start: string): Promise<void> {
      await db
        .deleteFrom('subscription_invoices')
        .where('organization_id', '=', organizationId)
        .where('subscription_id', '=', subscriptionId)
        .where('period_start', '=', start)
        .where('invoice_id', 'is', null)
        .execute();
    },

    /** The contact a new invoice of the client names: its first contact by name, or null when it has none. */
    async firstContact(organizationId: number, clientId: number): Promise<number | null> {
      const contact = await db
        .selectFrom('contacts')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('client_id', '=', clientId)
        .orderBy('name')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return contact?.id ?? null;
    },
  };
}

type Row = Omit<SubscriptionFields, 'price_cents' | 'period' | 'vat_category'> & { price_cents: number | string | null; period: string; vat_category: string | null };

/** pg hands bigint over as text; the period and category are the contract's values (only they are ever stored). */
function asFields(row: Row): SubscriptionFields {
  return {
    ...row,
    price_cents: row.price_cents === null ? null : Number(row.price_cents),
    period: row.period as SubscriptionPeriod,
    vat_category: row.vat_category as VatCategory | null,
  };
}
