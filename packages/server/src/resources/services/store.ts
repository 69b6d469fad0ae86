import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ServicesTable } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import type { NewServiceFields, ServiceDetails } from './rules.js';

// Every query names the caller's organisation, so another organisation's service is as absent
// as one that never existed (404).

const SERVICE_COLUMNS = ['id', 'name', 'servicenumber', 'description', 'active'] as const satisfies readonly (keyof ServicesTable)[];

export type ServiceFields = Pick<Selectable<ServicesTable>, (typeof SERVICE_COLUMNS)[number]>;

export function serviceStore(db: Db) {
  return {
    /** The organisation's services, active and inactive, by name. */
    list(organizationId: number): Promise<ServiceFields[]> {
      return db.selectFrom('services').select(SERVICE_COLUMNS).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute();
    },

    /** The service, or 404. */
    async find(organizationId: number, id: number): Promise<ServiceFields> {
      const service = await db.selectFrom('services').select(SERVICE_COLUMNS).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!service) throw new HttpError(404, 'http.not_found');
      return service;
    },

    /**
     * The service a request body names (`service_id`), or undefined: the caller answers 422 under
     * that field, since the record acted on is another one.
     */
    referenced(organizationId: number, id: number): Promise<Pick<ServiceFields, 'id' | 'name'> | undefined> {
      return db.selectFrom('services').select(['id', 'name']).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
    },

    /** Whether clients subscribe to the service (subscriptions are deleted first; the database would refuse). */
    async subscribed(organizationId: number, id: number): Promise<boolean> {
      const subscription = await db
        .selectFrom('subscriptions')
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('service_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return subscription !== undefined;
    },

    insert(organizationId: number, fields: NewServiceFields, now: Date): Promise<ServiceFields> {
      return db
        .insertInto('services')
        .values({ ...fields, organization_id: organizationId, created_at: now.toISOString() })
        .returning(SERVICE_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    update(organizationId: number, id: number, fields: ServiceDetails | Pick<ServiceFields, 'active'>): Promise<ServiceFields> {
      return db
        .updateTable('services')
        .set(fields)
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returning(SERVICE_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('services').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}
