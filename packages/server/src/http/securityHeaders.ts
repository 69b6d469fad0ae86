import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';

// Headers every answer carries (pages above all): what the browser may load and run for this
// origin, and what it may tell others. The built app has no inline script, so scripts come only
// from our own files. Inline styles are allowed only by their hash, never 'unsafe-inline': those
// of the built index.html (spa.ts hashes them) and the ones a library injects, below. Runtime
// theming sets CSS variables through the DOM's style object, which the policy does not govern.

/**
 * `<style>` elements libraries of the app add at run time, exactly as they write them. react-aria's
 * usePress adds this one (`<style id="react-aria-pressable-style">`, react-aria 3.53) the first
 * time a pressable renders. Should a new version change the text, the browser blocks it (and
 * reports a CSP violation); the only loss is that rule's touch-action.
 */
export const LIBRARY_INLINE_STYLES: readonly string[] = ['@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}'];

/** The CSP source of an inline style: `sha256-<base64>` of its text. */
export function styleHash(css: string): string {
  return `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
}

const LIBRARY_STYLE_HASHES = LIBRARY_INLINE_STYLES.map(styleHash);

/**
 * The Content-Security-Policy; `styleHashes` (`sha256-…`) allow those inline `<style>` elements
 * besides the libraries' ones.
 */
export function contentSecurityPolicy(styleHashes: readonly string[] = []): string {
  const allowedStyles = [...new Set([...LIBRARY_STYLE_HASHES, ...styleHashes])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${allowedStyles.map((hash) => ` '${hash}'`).join('')}`,
    // Logos and previews of a chosen file (data:/blob: URLs).
    "img-src 'self' data: blob:",
    // The app's service worker (/sw.js, served with no-cache by spa.ts): our own file only.
    "worker-src 'self'",
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
    // For browsers without CSP frame-ancestors (the design docs at /design frame themselves: they set their own).
    if (!headers.has('x-frame-options')) headers.set('X-Frame-Options', 'DENY');
    if (cameOverHttps(c.req.url, c.req.header('x-forwarded-proto'), trustProxy)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
