// Started as a child process by test/idempotency.test.ts ("a crash in the middle of a write"):
// the real app on the test's database (CRASH_SQLITE_FILE or CRASH_DATABASE_URL), with a test-only
// Kysely plugin that stops the request right after the INSERT of a client has run — inside the
// handler, before the answer — and says so on stdout. The test then kills this process with
// SIGKILL at exactly that moment. Nothing here is part of the server.
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { InsertQueryNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/database.js';
import { createMailer } from '../src/mail/mailer.js';

// The test waits for this line (kept in step with idempotency.test.ts).
const INSIDE_WRITE = 'inside the write';

const clientInserts = new Set<string>();
const stopAfterClientInsert: KyselyPlugin = {
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'clients') clientInserts.add(queryId.queryId);
    return node;
  },
  async transformResult({ result, queryId }: PluginTransformResultArgs) {
    if (clientInserts.has(queryId.queryId)) {
      console.log(INSIDE_WRITE);
      await new Promise(() => {}); // until SIGKILL
    }
    return result;
  },
};

const dataDir = process.env.CRASH_DATA_DIR!;
const db = createDatabase({ databaseUrl: process.env.CRASH_DATABASE_URL || undefined, sqliteFile: process.env.CRASH_SQLITE_FILE }).withPlugin(
  stopAfterClientInsert,
);
const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, staticDir: join(dataDir, 'app-dist'), mailOutboxDir: join(dataDir, 'outbox') };
const app = createApp({ db, config, mailer: createMailer(config, () => {}) });
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening on http://127.0.0.1:${info.port}`));
