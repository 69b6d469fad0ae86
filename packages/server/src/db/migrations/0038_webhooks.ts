import type { Kysely } from 'kysely';
import { flag, withId } from './columns.js';

// Webhooks: endpoints an admin adds, and the outbox of their deliveries.
//
// - `webhook_endpoints`: an https address, the event types it wants (a JSON array of names,
//   `event_types`), its signing secret sealed by the server's key (domain/secretBox.ts; the plain
//   secret `whsec_…` is shown on add and rotation only), `active`.
// - `webhook_deliveries`: one row per event and endpoint, written in the transaction of the change
//   (an outbox). `message_id` (`msg_…`) is the Standard Webhooks `webhook-id`, the same for every
//   attempt. `status`: pending, delivered, failed. A worker claims a due row (`next_attempt_at`
//   passed, `claimed_until` passed or null) by setting `claimed_until`, so several instances send
//   each delivery once; `attempts`, `last_status` (HTTP status, null when no answer) and
//   `last_answer` (a bounded excerpt, or why there was no answer) tell how it went. Deliveries go
//   with their endpoint.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('webhook_endpoints'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('event_types', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_organization_id_index').on('webhook_endpoints').column('organization_id').execute();

  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_status', 'integer')
    .addColumn('last_answer', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_id_id_index').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();
  await db.schema.createIndex('webhook_deliveries_organization_id_index').on('webhook_deliveries').column('organization_id').execute();
  await db.schema.createIndex('webhook_deliveries_due_index').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
