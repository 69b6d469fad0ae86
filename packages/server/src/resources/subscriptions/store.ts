import type { Db } from '../../db/database.js';
import type { Flag } from '../../db/schema.js';
import { HttpError } from '../../http/context.js';
import type { NewSubscriptionFields } from './rules.js';

// Every query names the caller's organisation, so another organisation's subscription is as
// absent as one that never existed (404).

/** A subscription with the names of its client and service, as a Subscription answer shows it. */
export interface SubscriptionFields {
  id: number;
  client_id: number;
  client_name: string;
  service_id: number;
  service_name: string;
  enddate: string | null;
  active: Flag;
}

export function subscriptionStore(db: Db) {
  const withNames = (organizationId: number) =>
    db
      .selectFrom('subscriptions')
      .innerJoin('clients', 'clients.id', 'subscriptions.client_id')
      .innerJoin('services', 'services.id', 'subscriptions.service_id')
      .select([
        'subscriptions.id',
        'subscriptions.client_id',
        'clients.name as client_name',
        'subscriptions.service_id',
        'services.name as service_name',
        'subscriptions.enddate',
        'subscriptions.active',
      ])
      .where('subscriptions.organization_id', '=', organizationId);

  /** The subscription, or 404. */
  async function find(organizationId: number, id: number): Promise<SubscriptionFields> {
    const subscription = await withNames(organizationId).where('subscriptions.id', '=', id).executeTakeFirst();
    if (!subscription) throw new HttpError(404, 'http.not_found');
    return subscription;
  }

  return {
    find,

    /** The organisation's subscriptions, or those to one service, active and inactive, by client name. */
    list(organizationId: number, serviceId?: number): Promise<SubscriptionFields[]> {
      let query = withNames(organizationId);
      if (serviceId !== undefined) query = query.where('subscriptions.service_id', '=', serviceId);
      return query.orderBy('clients.name').orderBy('subscriptions.id').execute();
    },

    async insert(organizationId: number, fields: NewSubscriptionFields, now: Date): Promise<SubscriptionFields> {
      const { id } = await db
        .insertInto('subscriptions')
        .values({ ...fields, organization_id: organizationId, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return find(organizationId, id);
    },

    async setActive(organizationId: number, id: number, active: Flag): Promise<SubscriptionFields> {
      await db.updateTable('subscriptions').set({ active }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
      return find(organizationId, id);
    },

    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('subscriptions').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}
