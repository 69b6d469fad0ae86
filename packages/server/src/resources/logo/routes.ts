import { Hono } from 'hono';
import { etagMatches, logoEtag } from '../../domain/logos.js';
import { HttpError, route, storeOf, type AppEnv } from '../../http/context.js';
import { logoStore } from './store.js';

// The organisation logo image (the app's side navigation, and the public invoice print view,
// which loads `/logo/{organisation uuid}`). Public: the uuid is not guessable and a logo is
// shown on invoices sent to clients anyway.

export const logoRoutes = new Hono<AppEnv>();

route(logoRoutes, '/logo/{uuid}', 'get', async (c, { params, query }) => {
  const logo = await storeOf(c, logoStore).byOrganization(params.uuid);
  if (!logo?.logo_mime || !logo.logo_bytes) throw new HttpError(404, 'http.not_found');

  const etag = logoEtag(logo.logo_version);
  c.header('ETag', etag);
  // `logo_url` names the version, so that address never shows another image: cache it for
  // good. The bare address (print view) changes with an upload: revalidate every time.
  c.header('Cache-Control', query.v === String(logo.logo_version) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Type', logo.logo_mime);
  // The type was told by the content at upload; browsers must not guess another.
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(logo.logo_bytes), 200);
});
