import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

// Headers every answer carries (pages above all): what the browser may load and run for this
// origin, and what it may tell others. The built app has no inline script, so scripts come only
// from our own files; its index.html has one small inline style, allowed by its hash (see
// spa.ts), so no 'unsafe-inline' at all. Runtime theming sets CSS variables through the DOM's
// style object, which the policy does not govern.

/** The Content-Security-Policy; `styleHashes` (`sha256-…`) allow those inline `<style>` elements. */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHashes.map((hash) => ` '${hash}'`).join('')}`,
    // Logos and previews of a chosen file (data:/blob: URLs).
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A year; sent only on answers to HTTPS requests, so plain-HTTP installs never get stuck. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the request came over HTTPS: on our own socket, or (only with TRUST_PROXY, since
 * anyone can send the header) as the proxy says in its last X-Forwarded-Proto entry.
 */
export function cameOverHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (new URL(url).protocol === 'https:') return true;
  if (!trustProxy || !forwardedProto) return false;
  return forwardedProto.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean).pop() === 'https';
}

export function securityHeaders({ trustProxy }: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  const policy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      // An answer with immutable headers (one made by fetch): copy it once.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('X-Content-Type-Options', 'nosniff');
    }
    // A page sets its own, with the hashes of its inline styles.
    if (!headers.has('content-security-policy')) headers.set('Content-Security-Policy', policy);
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // For browsers without CSP frame-ancestors.
    headers.set('X-Frame-Options', 'DENY');
    if (cameOverHttps(c.req.url, c.req.header('x-forwarded-proto'), trustProxy)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
