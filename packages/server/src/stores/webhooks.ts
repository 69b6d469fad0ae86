import type { WebhookEventType } from '@kwartier/api';
import type { Selectable } from 'kysely';
import { dialectOf, type Db } from '../db/database.js';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../db/schema.js';
import { HttpError } from '../domain/failures.js';
import { DELIVERY_LOG_DAYS, newMessageId, webhookPayload, type WebhookEventRecord } from '../domain/webhooks.js';

// Webhook endpoints and their deliveries (migration 0038), the one writer of both tables. A
// delivery is queued in the transaction of its change (`enqueue`, from the audit trail) and
// claimed by a worker (jobs/webhooks.ts) for a while (`claimed_until`), so that several
// instances on one database send it once: on PostgreSQL the due rows are picked `for update skip
// locked`, on SQLite writes are one at a time anyway; either way a row is claimed only when
// unclaimed or its claim has run out.

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export interface WebhookEndpointFields {
  url: string;
  description: string;
  event_types: WebhookEventType[];
  active: number;
}

/** A delivery a worker holds: the row and its endpoint's address and sealed secret. */
export interface ClaimedDelivery {
  id: number;
  message_id: string;
  payload: string;
  attempts: number;
  claimed_until: string;
  url: string;
  secret: string;
}

let enqueued = 0;

/** How many deliveries this process has queued so far (the worker wakes after a commit when it grew). */
export function enqueuedInProcess(): number {
  return enqueued;
}

/** The event types an endpoint's row names. */
export function eventTypesOf(row: Pick<WebhookEndpointRow, 'event_types'>): WebhookEventType[] {
  return JSON.parse(row.event_types) as WebhookEventType[];
}

const deliveryColumns = [
  'webhook_deliveries.id',
  'webhook_deliveries.endpoint_id',
  'webhook_deliveries.message_id',
  'webhook_deliveries.event_type',
  'webhook_deliveries.payload',
  'webhook_deliveries.status',
  'webhook_deliveries.attempts',
  'webhook_deliveries.next_attempt_at',
  'webhook_deliveries.claimed_until',
  'webhook_deliveries.last_status',
  'webhook_deliveries.last_answer',
  'webhook_deliveries.last_attempt_at',
  'webhook_deliveries.created_at',
  'webhook_deliveries.organization_id',
] as const;

/**
 * Queues `event` for each active endpoint of the organisation that names its type, or for the
 * one endpoint given whatever it names (a test event), on the handle given: the change's transaction.
 */
/**
 * Drops deliveries that ended (delivered, or failed after the last attempt) more than
 * `DELIVERY_LOG_DAYS` ago, so the log stays a month long; run at start and then hourly. A pending
 * one stays whatever its age.
 */
export async function forgetOldWebhookDeliveries(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - DELIVERY_LOG_DAYS * 86_400_000).toISOString();
  await db.deleteFrom('webhook_deliveries').where('status', 'in', ['delivered', 'failed']).where('created_at', '<', before).execute();
}

export async function enqueueWebhookEvent(db: Db, organizationId: number, event: WebhookEventRecord, endpointId?: number): Promise<number[]> {
  let query = db.selectFrom('webhook_endpoints').select(['id', 'event_types']).where('organization_id', '=', organizationId);
  query = endpointId === undefined ? query.where('active', '=', 1) : query.where('id', '=', endpointId);
  const endpoints = (await query.execute()).filter((row) => endpointId !== undefined || eventTypesOf(row).includes(event.type));
  if (endpoints.length === 0) return [];
  const payload = JSON.stringify(webhookPayload(event));
  const at = event.at.toISOString();
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(
      endpoints.map((endpoint) => ({
        organization_id: organizationId,
        endpoint_id: endpoint.id,
        message_id: newMessageId(),
        event_type: event.type,
        payload,
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .returning('id')
    .execute();
  enqueued += inserted.length;
  return inserted.map((row) => row.id);
}

export function webhookStore(db: Db) {
  const findDelivery = async (organizationId: number, id: number): Promise<WebhookDeliveryRow> => {
    const row = await db.selectFrom('webhook_deliveries').select(deliveryColumns).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'http.not_found');
    return row;
  };

  return {
    list: (organizationId: number): Promise<WebhookEndpointRow[]> =>
      db.selectFrom('webhook_endpoints').selectAll().where('organization_id', '=', organizationId).orderBy('id').execute(),

    /** The organisation's endpoint, or 404. */
    async find(organizationId: number, id: number): Promise<WebhookEndpointRow> {
      const row = await db.selectFrom('webhook_endpoints').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return row;
    },

    async insert(organizationId: number, fields: WebhookEndpointFields, sealedSecret: string, now: Date): Promise<WebhookEndpointRow> {
      const at = now.toISOString();
      return db
        .insertInto('webhook_endpoints')
        .values({ organization_id: organizationId, ...fields, event_types: JSON.stringify(fields.event_types), secret: sealedSecret, created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(organizationId: number, id: number, fields: WebhookEndpointFields, now: Date): Promise<WebhookEndpointRow> {
      return db
        .updateTable('webhook_endpoints')
        .set({ ...fields, event_types: JSON.stringify(fields.event_types), updated_at: now.toISOString() })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setSecret(organizationId: number, id: number, sealedSecret: string, now: Date): Promise<void> {
      await db.updateTable('webhook_endpoints').set({ secret: sealedSecret, updated_at: now.toISOString() }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Deletes the endpoint; its deliveries go with it (foreign key cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('webhook_endpoints').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** One page of an endpoint's deliveries, newest first, and how many it has. */
    async deliveries(organizationId: number, endpointId: number, page: number, perPage: number): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
      const mine = db.selectFrom('webhook_deliveries').where('organization_id', '=', organizationId).where('endpoint_id', '=', endpointId);
      const counted = await mine.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
      const rows = await mine
        .select(deliveryColumns)
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { rows, total: Number(counted.count) };
    },

    findDelivery,

    /** One more attempt of a delivery, due now (a claim running is given up: its outcome is not kept). */
    async resend(organizationId: number, id: number, now: Date): Promise<WebhookDeliveryRow> {
      await findDelivery(organizationId, id);
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', next_attempt_at: now.toISOString(), claimed_until: null })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
      enqueued += 1;
      return findDelivery(organizationId, id);
    },

    /**
     * Claims up to `limit` due deliveries (of any organisation: the worker serves the whole
     * instance) until `until`, oldest due first, with their endpoints' address and secret.
     */
    async claim(now: Date, until: Date, limit: number): Promise<ClaimedDelivery[]> {
      const at = now.toISOString();
      const claimedUntil = until.toISOString();
      let due = db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
      const claimed = await db
        .updateTable('webhook_deliveries')
        .set({ claimed_until: claimedUntil })
        .where('id', 'in', due)
        // Checked again by the update itself: on SQLite no other writer runs meanwhile, on PostgreSQL the rows are held.
        .where('status', '=', 'pending')
        .returning('id')
        .execute();
      if (claimed.length === 0) return [];
      return db
        .selectFrom('webhook_deliveries')
        .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
        .select([
          'webhook_deliveries.id',
          'webhook_deliveries.message_id',
          'webhook_deliveries.payload',
          'webhook_deliveries.attempts',
          'webhook_deliveries.claimed_until',
          'webhook_endpoints.url',
          'webhook_endpoints.secret',
        ])
        .where(
          'webhook_deliveries.id',
          'in',
          claimed.map((row) => row.id),
        )
        .where('webhook_deliveries.claimed_until', '=', claimedUntil)
        .orderBy('webhook_deliveries.id')
        .execute() as Promise<ClaimedDelivery[]>;
    },

    /**
     * Keeps an attempt's outcome, only while the claim is still the worker's (a resend or a
     * claim that ran out meanwhile wins). Answers whether it was kept.
     */
    async recordAttempt(
      delivery: Pick<ClaimedDelivery, 'id' | 'claimed_until'>,
      outcome: { status: 'pending' | 'delivered' | 'failed'; attempts: number; nextAttemptAt: Date | null; lastStatus: number | null; lastAnswer: string; at: Date },
    ): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({
          status: outcome.status,
          attempts: outcome.attempts,
          next_attempt_at: outcome.nextAttemptAt?.toISOString() ?? null,
          claimed_until: null,
          last_status: outcome.lastStatus,
          last_answer: outcome.lastAnswer,
          last_attempt_at: outcome.at.toISOString(),
        })
        .where('id', '=', delivery.id)
        .where('claimed_until', '=', delivery.claimed_until)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The earliest time a pending delivery is due (to sleep until), or null. */
    async nextDue(): Promise<string | null> {
      const row = await db.selectFrom('webhook_deliveries').select((eb) => eb.fn.min('next_attempt_at').as('next')).where('status', '=', 'pending').executeTakeFirst();
      return (row?.next as string | null | undefined) ?? null;
    },
  };
}
