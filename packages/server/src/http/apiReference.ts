import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import type { Context, MiddlewareHandler } from 'hono';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config.js';
import { API_REFERENCE_PATH, BUNDLE_PATH, CDN_LOGO, CONTRACT_PATH, NO_LOGO, REDOC_OPTIONS, START_PATH, apiReferencePageFor } from './apiReferencePage.js';
import type { AppEnv } from './context.js';

export { API_REFERENCE_PATH, CONTRACT_PATH } from './apiReferencePage.js';

// The API reference: the contract (openapi.yaml) rendered as a readable page at /api/docs by
// Redoc's self-hosted bundle (the `redoc` package; no CDN, no fonts from elsewhere), and the
// contract itself at /api/openapi.yaml for tools. Public like the contract in the repository:
// no session, nothing of an organisation in it. Answered before the session and CSRF checks, so a
// browser (or curl) can open it.

/**
 * The reference page's Content-Security-Policy: scripts only from this origin (the bundle and
 * the start script, no inline script); Redoc's styled-components write their styles at run time
 * (and the rendered page carries them), so styles may be inline on this page only; its search
 * index runs in a worker it makes from a blob. Nothing may frame it.
 */
export function apiReferenceContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Redoc on the contract: the download button offers the YAML; the page's colours are Kwartier's.
 * Each operation's responses start folded (Redoc's default): unfolding every 200/201 response made
 * the first render ~94,000 elements instead of ~68,000 and ~25 % slower (3.0 s against 2.4 s to
 * the title in Chromium on this project's 2-core machine, 13.5 s against 10.8 s at 4× CPU slowdown);
 * the response samples on the right show each answer anyway. Once Redoc has drawn the page (over the
 * build's rendering, which works as a page of links until then) the reference says so
 * (`data-redoc-ready`).
 */
const START = `var reference = document.getElementById('reference');
Redoc.init(${JSON.stringify(CONTRACT_PATH)}, ${JSON.stringify(REDOC_OPTIONS)}, reference, function () { reference.setAttribute('data-redoc-ready', ''); });
`;

/** The page the build rendered (`pnpm build`: scripts/apiReference.ts), beside the server's bundle. */
const RENDERED_PAGE_FILE = fileURLToPath(new URL('./api-reference.html', import.meta.url));

/** Redoc's standalone bundle from the installed package, its CDN logo replaced (see {@link CDN_LOGO}). */
function redocBundle(): string {
  const code = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  return code.replaceAll(CDN_LOGO, NO_LOGO);
}

type Encoding = 'br' | 'gzip';

interface File {
  body: string;
  type: string;
  etag: string;
  /** The body compressed, made on first request in that encoding (Redoc's bundle: 920 kB → ~230 kB gzip). */
  encoded: (encoding: Encoding) => Uint8Array<ArrayBuffer>;
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function file(body: string, type: string): File {
  const made = new Map<Encoding, Uint8Array<ArrayBuffer>>();
  const compress = (encoding: Encoding) =>
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
      : gzipSync(body, { level: 9 });
  return {
    body,
    type,
    etag: etagOf(body),
    encoded: (encoding) => made.get(encoding) ?? made.set(encoding, new Uint8Array(compress(encoding))).get(encoding)!,
  };
}

/** Bodies shorter than this go as they are: compressing saves less than it costs. */
const COMPRESS_FROM = 1024;

/** The encoding to answer in for an Accept-Encoding header: brotli over gzip, neither when refused (`;q=0`). */
function chosenEncoding(accept: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The reference's four addresses (GET and HEAD): the page, Redoc's bundle, the start script and
 * the contract. The bundle and the contract are read on first use, once per process; every
 * answer carries an ETag and is revalidated (a new version shows at once, an unchanged one is a 304).
 */
export function apiReference(config: Pick<ServerConfig, 'openapiFile'>): MiddlewareHandler<AppEnv> {
  const files = new Map<string, () => File>();
  const once = (make: () => File) => {
    let made: File | undefined;
    return () => (made ??= make());
  };
  files.set(API_REFERENCE_PATH, once(() => file(apiReferencePageFor(RENDERED_PAGE_FILE, readFileSync(config.openapiFile, 'utf8')), 'text/html; charset=utf-8')));
  files.set(START_PATH, once(() => file(START, 'text/javascript; charset=utf-8')));
  files.set(
    BUNDLE_PATH,
    once(() => file(redocBundle(), 'text/javascript; charset=utf-8')),
  );
  files.set(CONTRACT_PATH, once(() => file(readFileSync(config.openapiFile, 'utf8'), 'application/yaml; charset=utf-8')));

  return async (c: Context<AppEnv>, next) => {
    const found = files.get(c.req.path === `${API_REFERENCE_PATH}/` ? API_REFERENCE_PATH : c.req.path);
    if (!found) return next();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return c.text('The API reference is read-only.', 405);
    }
    const served = found();
    const { body, type } = served;
    const compressible = body.length >= COMPRESS_FROM;
    const encoding = compressible ? chosenEncoding(c.req.header('accept-encoding')) : undefined;
    // Each encoding is a representation of its own, with a validator of its own.
    const etag = encoding ? `${served.etag.slice(0, -1)}-${encoding}"` : served.etag;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.path.startsWith(API_REFERENCE_PATH)) c.header('Content-Security-Policy', apiReferenceContentSecurityPolicy());
    if (compressible) c.header('Vary', 'Accept-Encoding');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', type);
    if (encoding) c.header('Content-Encoding', encoding);
    if (method === 'HEAD') return c.body(null, 200);
    if (!encoding) return c.body(body, 200);
    return c.body(served.encoded(encoding), 200);
  };
}
