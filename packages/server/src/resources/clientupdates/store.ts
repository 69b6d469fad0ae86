import type { Db } from '../../db/database.js';
import { HttpError } from '../../domain/failures.js';
import type { EditedFields } from './rules.js';

// Every query names the caller's organisation, so another organisation's update is as absent
// as one that never existed (404).

/** An update with its author's name (null once the author's account is gone). */
export interface ClientUpdateFields {
  id: number;
  client_id: number;
  user_id: number | null;
  text: string;
  /** ISO 8601 UTC. */
  created_at: string;
  updated_at: string | null;
  username: string | null;
}

export function clientUpdateStore(db: Db) {
  const withAuthor = (organizationId: number) =>
    db
      .selectFrom('client_updates')
      .leftJoin('users', 'users.id', 'client_updates.user_id')
      .select([
        'client_updates.id',
        'client_updates.client_id',
        'client_updates.user_id',
        'client_updates.text',
        'client_updates.created_at',
        'client_updates.updated_at',
        'users.name as username',
      ])
      .where('client_updates.organization_id', '=', organizationId);

  /** The update, or 404. */
  async function find(organizationId: number, id: number): Promise<ClientUpdateFields> {
    const update = await withAuthor(organizationId).where('client_updates.id', '=', id).executeTakeFirst();
    if (!update) throw new HttpError(404, 'http.not_found');
    return update;
  }

  return {
    find,

    /** The client's updates, newest first (the caller has made sure the client is the organisation's). */
    list(organizationId: number, clientId: number): Promise<ClientUpdateFields[]> {
      return withAuthor(organizationId)
        .where('client_updates.client_id', '=', clientId)
        .orderBy('client_updates.created_at', 'desc')
        .orderBy('client_updates.id', 'desc')
        .execute();
    },

    /** A new update by `authorId`, with its author's name. */
    async insert(organizationId: number, clientId: number, authorId: number, text: string, now: Date): Promise<ClientUpdateFields> {
      const { id } = await db
        .insertInto('client_updates')
        .values({ organization_id: organizationId, client_id: clientId, user_id: authorId, text, created_at: now.toISOString(), updated_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return find(organizationId, id);
    },

    async update(organizationId: number, id: number, fields: EditedFields): Promise<ClientUpdateFields> {
      await db.updateTable('client_updates').set(fields).where('organization_id', '=', organizationId).where('id', '=', id).execute();
      return find(organizationId, id);
    },

    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('client_updates').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}
