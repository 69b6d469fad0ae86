import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.js';
import type { AppEnv } from './context.js';
import { styleHash } from './securityHeaders.js';

// The design review site: the built Storybook (the component library's docs and stories) at
// /design, and the visual review report at /design/review, for a designer who opens a link
// instead of a repository. Read-only files, no sign-in (nothing in them is an organisation's
// data), off unless DESIGN_DOCS=1.

/** Where the review site lives, and where its visual review report lives below it. */
export const DESIGN_PATH = '/design';
export const DESIGN_REVIEW_PATH = '/design/review';

/** What to run when the site is on but not built. */
export const DESIGN_DOCS_BUILD_HINT = 'Run `pnpm storybook:build` at the repository root (or set DESIGN_DOCS_DIR to a built Storybook).';
export const DESIGN_REVIEW_BUILD_HINT = 'Run `pnpm visual:review` at the repository root (or set DESIGN_REVIEW_DIR to a built report).';

/**
 * The note the server logs at start about the review site: with DESIGN_DOCS=1 and no built
 * site, how to build it; otherwise nothing.
 */
export function designDocsStartNote(config: Pick<ServerConfig, 'designDocs' | 'designDocsDir'>): string | undefined {
  if (!config.designDocs || existsSync(join(config.designDocsDir, 'index.html'))) return undefined;
  return `DESIGN_DOCS=1 but the design docs are not built (no ${join(config.designDocsDir, 'index.html')}): /design answers 404. ${DESIGN_DOCS_BUILD_HINT}`;
}

/**
 * The Content-Security-Policy of the review site's pages, looser than the app's in three ways,
 * all limited to /design: Storybook's manager draws its UI with styles it writes at run time
 * (emotion), so styles may be inline; its pages start with small inline scripts (the manager's
 * config, the preview's globals), allowed by their hashes only, as read from the page itself;
 * and the manager shows the stories in an iframe of the same origin, so /design may frame
 * itself (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN). Scripts still come only from
 * our own origin, and nothing else may frame the site.
 */
export function designContentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${[...new Set(scriptHashes)].map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The hashes of a page's inline `<script>` elements (those without src), read again when the file changes. */
function inlineScriptHashes(): (file: string) => string[] {
  const known = new Map<string, { stamp: string; hashes: string[] }>();
  return (file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return [];
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    const cached = known.get(file);
    if (cached?.stamp === stamp) return cached.hashes;
    const html = readFileSync(file, 'utf8');
    const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!) && !/type\s*=\s*["']?application\/json/i.test(attributes!))
      .map(([, , code]) => styleHash(code!));
    known.set(file, { stamp, hashes });
    return hashes;
  };
}

/** Source maps and hidden files are not given out (as for the app's build). */
function isPrivateFile(path: string): boolean {
  return /\.map$/i.test(path) || /\/\./.test(path);
}

/**
 * One built folder served under `prefix`. Storybook names its bundles with a content hash under
 * assets/, so those are cached for good; every other file (the pages, index.json, the manager's
 * unhashed bundles) is revalidated, so a new build shows at once.
 */
function folderServer(dir: string, prefix: string, hashesOf: (file: string) => string[]): MiddlewareHandler<AppEnv> {
  const assetsDir = join(dir, 'assets');
  return serveStatic<AppEnv>({
    root: dir,
    precompressed: true,
    rewriteRequestPath: (path) => path.slice(prefix.length) || '/',
    onFound: (path, c) => {
      c.header('Cache-Control', path.startsWith(assetsDir + '/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (/\.html?$/i.test(path)) {
        c.header('Content-Security-Policy', designContentSecurityPolicy(hashesOf(path)));
      }
      // Storybook frames its own preview (iframe.html); securityHeaders keeps a value set here.
      c.header('X-Frame-Options', 'SAMEORIGIN');
    },
  });
}

function notBuilt(c: Context<AppEnv>, what: string, hint: string) {
  c.header('Cache-Control', 'no-store');
  return c.text(`${what} ${hint}`, 404);
}

/**
 * The review site at /design (see the top of this file): the built Storybook from
 * `config.designDocsDir`, the visual review report from `config.designReviewDir` at
 * /design/review. When DESIGN_DOCS is off, everything under /design answers 404; when on and a
 * folder is not built, a 404 that says how to build it. Only GET and HEAD.
 */
export function designDocs(config: Pick<ServerConfig, 'designDocs' | 'designDocsDir' | 'designReviewDir'>): MiddlewareHandler<AppEnv> {
  const hashesOf = inlineScriptHashes();
  // Made on first use, once the folder is built (serveStatic complains about a missing root).
  let docs: MiddlewareHandler<AppEnv> | undefined;
  let review: MiddlewareHandler<AppEnv> | undefined;
  const nothing = async () => {};
  const under = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/');

  return async (c, next) => {
    const path = c.req.path;
    if (!under(path, DESIGN_PATH)) return next();
    if (!config.designDocs) return c.notFound();
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return c.text('The design docs are read-only.', 405);
    }
    // The pages link their files relative to themselves: the folder's own address ends in a slash.
    if (path === DESIGN_PATH || path === DESIGN_REVIEW_PATH) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${path}/${query}`, 301);
    }
    if (isPrivateFile(path)) return c.notFound();
    const isReview = under(path, DESIGN_REVIEW_PATH);
    const dir = isReview ? config.designReviewDir : config.designDocsDir;
    if (!existsSync(join(dir, 'index.html'))) {
      return isReview
        ? notBuilt(c, 'The visual review report is not built.', DESIGN_REVIEW_BUILD_HINT)
        : notBuilt(c, 'The design docs are not built.', DESIGN_DOCS_BUILD_HINT);
    }
    const server = isReview
      ? (review ??= folderServer(config.designReviewDir, DESIGN_REVIEW_PATH, hashesOf))
      : (docs ??= folderServer(config.designDocsDir, DESIGN_PATH, hashesOf));
    const served = await server(c, nothing);
    return served ?? c.notFound();
  };
}
