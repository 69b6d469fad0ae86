import type { ClientCreate, ClientUpdate, ContactCreate, ContactUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { clientDeleteProblem, newClientFields, updatedClientFields } from '../resources/clients/rules.js';
import { clientStore, type ClientFields } from '../resources/clients/store.js';
import { editedFields, isReadonly } from '../resources/clientupdates/rules.js';
import { clientUpdateStore, type ClientUpdateFields } from '../resources/clientupdates/store.js';
import { contactFields } from '../resources/contacts/rules.js';
import { contactStore, type ContactFields } from '../resources/contacts/store.js';
import { recordBy, type Actor } from './actor.js';
import { toggledActive } from './catalogue.js';

// The actor's clients and what hangs under them: contact persons and notes ("updates"). A
// client's changes are in the audit trail (`client.*`); contacts and notes are not. Another
// organisation's record is 404; a `client_id` naming none of the organisation's clients is 422
// under that field. The request's rules on the body (business numbers) were checked before.

/** The audit trail's subject for a client. */
const clientSubject = (id: number) => ({ type: 'client' as const, id });

/** A new client, active (its invoices in the language given, else the organisation's). */
export async function createClient(db: Db, actor: Actor, input: ClientCreate, now = new Date()): Promise<ClientFields> {
  const client = await clientStore(db).insert(actor.organizationId, newClientFields(input), now);
  await recordBy(db, actor, 'client.created', clientSubject(client.id), { name: client.name }, now);
  return client;
}

/** Flips a client's `active` flag; answers the client as it is now. */
export async function toggleClientActive(db: Db, actor: Actor, clientId: number): Promise<ClientFields> {
  const clients = clientStore(db);
  const client = await clients.find(actor.organizationId, clientId);
  const { active, details } = toggledActive(client);
  const updated = await clients.update(actor.organizationId, clientId, { active });
  await recordBy(db, actor, 'client.active', clientSubject(client.id), details);
  return updated;
}

/** Saves the details as the edit dialog sends them all (one left out is cleared); an audit entry only when one differs. */
export async function updateClient(db: Db, actor: Actor, clientId: number, input: ClientUpdate): Promise<ClientFields> {
  const clients = clientStore(db);
  const before = await clients.find(actor.organizationId, clientId);
  const fields = updatedClientFields(input);
  const updated = await clients.update(actor.organizationId, clientId, fields);
  const changed = changedFields(before, fields);
  if (changed.length > 0) await recordBy(db, actor, 'client.details', clientSubject(updated.id), { name: updated.name, fields: changed });
  return updated;
}

/**
 * Deletes an inactive client nothing refers to, with its contacts and notes (409 while it is
 * active, has projects or subscriptions, or has invoices).
 */
export async function deleteClient(db: Db, actor: Actor, clientId: number): Promise<void> {
  const clients = clientStore(db);
  const organizationId = actor.organizationId;
  const client = await clients.find(organizationId, clientId);
  // An active client is refused before asking whether anything refers to it.
  const inactive = client.active === 0;
  const problem = clientDeleteProblem(client, inactive && (await clients.inUse(organizationId, clientId)), inactive && (await clients.invoiced(organizationId, clientId)));
  if (problem) throw new HttpError(409, problem);
  // Its contacts and updates go with it (foreign key cascade).
  await clients.delete(organizationId, clientId);
  await recordBy(db, actor, 'client.deleted', clientSubject(client.id), { name: client.name });
}

/** The organisation's client a body names (`client_id`), or 422 under that field. */
async function referencedClient(db: Db, actor: Actor, clientId: number): Promise<void> {
  if (!(await clientStore(db).referenced(actor.organizationId, clientId))) throw new ValidationFailure({ client_id: 'validation.in' });
}

/** A contact person of a client. */
export async function addContact(db: Db, actor: Actor, input: ContactCreate, now = new Date()): Promise<ContactFields> {
  await referencedClient(db, actor, input.client_id);
  return contactStore(db).insert(actor.organizationId, input.client_id, contactFields(input), now);
}

/** Saves a contact's details as the dialog sends them all (one left out is cleared). */
export async function updateContact(db: Db, actor: Actor, contactId: number, input: ContactUpdate): Promise<ContactFields> {
  const contacts = contactStore(db);
  await contacts.find(actor.organizationId, contactId);
  return contacts.update(actor.organizationId, contactId, contactFields(input));
}

export async function deleteContact(db: Db, actor: Actor, contactId: number): Promise<void> {
  const contacts = contactStore(db);
  await contacts.find(actor.organizationId, contactId);
  await contacts.delete(actor.organizationId, contactId);
}

/** A note is someone's words: a job or the command line (no person) writes none (a programming error). */
function authorOf(actor: Actor): number {
  if (actor.userId === null) throw new Error('a note about a client is written by a member, not by a job');
  return actor.userId;
}

/** The note to change, or 403 for anyone but its author (a job or the command line included). */
async function ownNote(db: Db, actor: Actor, updateId: number): Promise<ClientUpdateFields> {
  const current = await clientUpdateStore(db).find(actor.organizationId, updateId);
  if (isReadonly(current.user_id, actor.userId)) throw new HttpError(403, 'clientupdates.readonly');
  return current;
}

/** A note about a client by the acting member; answers it with its author's name. */
export async function addClientUpdate(db: Db, actor: Actor, clientId: number, text: string, now = new Date()): Promise<ClientUpdateFields> {
  const authorId = authorOf(actor);
  await referencedClient(db, actor, clientId);
  return clientUpdateStore(db).insert(actor.organizationId, clientId, authorId, text, now);
}

/** Changes the text of the actor's own note (marked edited only when the text differs). */
export async function editClientUpdate(db: Db, actor: Actor, updateId: number, text: string, now = new Date()): Promise<ClientUpdateFields> {
  const current = await ownNote(db, actor, updateId);
  return clientUpdateStore(db).update(actor.organizationId, updateId, editedFields(current, text, now));
}

/** Deletes the actor's own note. */
export async function deleteClientUpdate(db: Db, actor: Actor, updateId: number): Promise<void> {
  await ownNote(db, actor, updateId);
  await clientUpdateStore(db).delete(actor.organizationId, updateId);
}
