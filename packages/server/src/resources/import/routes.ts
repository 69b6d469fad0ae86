import { Hono } from 'hono';
import { continueImport, startImport, uploadImport } from '../../actions/import.js';
import { actorOf } from '../../http/actor.js';
import { currentUser, route, storeOf, validFile, type AppContext, type AppEnv } from '../../http/context.js';
import { parsedOf } from './parsed.js';
import { propose } from './rules.js';
import { emptyNames, importShape, progressShape } from './shape.js';
import { importStore } from './store.js';

// Importing time from the CSV exports of Toggl Track, Clockify and Harvest (`x-access: admin`).
// Upload keeps the file and answers its preview; start fixes the mapping and selection; continue
// imports the next batch of rows, each batch one request and so one transaction
// (http/idempotency.ts), and the app shows `done` of `total`. The changes are actions/import.ts.

export const importRoutes = new Hono<AppEnv>();

/** The uploaded file's name (the multipart part's), as the validation read it into the body. */
function fileName(c: AppContext): string {
  const body = c.get('body') as { file?: unknown } | undefined;
  return typeof body?.file === 'string' ? body.file : 'export.csv';
}

/** The import's preview: its file's groups, the proposed mapping and what the organisation has to map to. */
async function answerOf(c: AppContext, organizationId: number, id: number) {
  const store = storeOf(c, importStore);
  const row = await store.find(organizationId, id);
  const { parsed, groups } = parsedOf(row);
  const locale = c.get('locale');
  const catalogue = await store.catalogue(organizationId);
  return importShape(row, parsed, groups, propose(groups, catalogue, emptyNames(locale)), catalogue, locale);
}

route(importRoutes, '/api/imports', 'post', async (c) => {
  const row = await uploadImport(c.get('db'), actorOf(c), { name: fileName(c), content: await validFile(c, 'file').text() });
  return c.json(await answerOf(c, row.organization_id, row.id), 201);
});

route(importRoutes, '/api/imports/{id}', 'get', async (c, { params }) => {
  return c.json(await answerOf(c, currentUser(c).organization_id, params.id), 200);
});

route(importRoutes, '/api/imports/{id}/start', 'post', async (c, { params, body }) => {
  return c.json(progressShape(await startImport(c.get('db'), actorOf(c), params.id, body), c.get('locale')), 200);
});

route(importRoutes, '/api/imports/{id}/continue', 'post', async (c, { params }) => {
  return c.json(progressShape(await continueImport(c.get('db'), actorOf(c), params.id), c.get('locale')), 200);
});
