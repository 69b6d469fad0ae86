import type { ServiceCreate, ServiceUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { HttpError } from '../domain/failures.js';
import { newServiceFields, serviceDeleteProblem, serviceFields } from '../resources/services/rules.js';
import { serviceStore, type ServiceFields } from '../resources/services/store.js';
import type { Actor } from './actor.js';
import { toggledActive } from './catalogue.js';

// The services the actor's organisation sells (clients subscribe to them). Another
// organisation's service is 404. Services are not in the audit trail (the contract has no kind for them).

/** A new service, active. */
export async function createService(db: Db, actor: Actor, input: ServiceCreate, now = new Date()): Promise<ServiceFields> {
  return serviceStore(db).insert(actor.organizationId, newServiceFields(input), now);
}

/** Flips a service's `active` flag; answers the service as it is now. */
export async function toggleServiceActive(db: Db, actor: Actor, serviceId: number): Promise<ServiceFields> {
  const services = serviceStore(db);
  const service = await services.find(actor.organizationId, serviceId);
  return services.update(actor.organizationId, serviceId, { active: toggledActive(service).active });
}

/** Saves the details as the dialog sends them all (one left out is cleared; the description sanitised). */
export async function updateService(db: Db, actor: Actor, serviceId: number, input: ServiceUpdate): Promise<ServiceFields> {
  const services = serviceStore(db);
  await services.find(actor.organizationId, serviceId);
  return services.update(actor.organizationId, serviceId, serviceFields(input));
}

/** Deletes an inactive service nobody subscribes to (409 otherwise). */
export async function deleteService(db: Db, actor: Actor, serviceId: number): Promise<void> {
  const services = serviceStore(db);
  const service = await services.find(actor.organizationId, serviceId);
  // An active service is refused before asking whether clients subscribe to it.
  const problem = serviceDeleteProblem(service, service.active === 0 && (await services.subscribed(actor.organizationId, serviceId)));
  if (problem) throw new HttpError(409, problem);
  await services.delete(actor.organizationId, serviceId);
}
