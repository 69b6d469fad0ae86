/**
 * Link targets outside the app: mail, phone and websites. The one place such an `href` is built,
 * and the one rule for telling it from an app route (so the app's router never resolves
 * `mailto:…` as a path below the current page).
 */

/**
 * An `href` that leaves the app: mail, phone or a website. Typed apart from the app's own paths
 * ({@link AppHref}), which the app's router checks; these are built here only and opened by the
 * browser, never by the router.
 */
export type ExternalHref = `mailto:${string}` | `tel:${string}` | `http://${string}` | `https://${string}`;

/** A scheme at the start: `mailto:`, `tel:`, `https:`. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A host with a port at the start (`example.nl:8080`), which looks like a scheme but is not one. */
const HOST_AND_PORT = /^(?:localhost|[^/:]*\.[^/:]*):\d+(?:[/?#]|$)/i;

/**
 * Whether an `href` leaves the app: it starts with a scheme (`mailto:`, `tel:`, `https:`) or is
 * protocol-relative (`//cdn.example`). App routes are paths (`/clients/1`, `../print`, `?page=2`).
 */
export function isExternalHref(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//');
}

/** An email address as a `mailto:` target (trimmed; `?`, `#` and `%` escaped so they stay part of the address). */
export function emailHref(email: string): `mailto:${string}` {
  return `mailto:${email.trim().replace(/[%?#]/g, encodeURIComponent)}`;
}

/**
 * A phone number as a `tel:` target: its digits, and a plus when it starts with one. In an
 * international number a trunk prefix written as `(0)` is dropped (`+31 (0)30 …` dials `+3130…`).
 */
export function phoneHref(phone: string): `tel:${string}` {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) return `tel:+${trimmed.replace(/\(0\)/g, '').replace(/\D/g, '')}`;
  return `tel:${trimmed.replace(/\D/g, '')}`;
}

/**
 * A website as a link target: as written when it starts with http(s)://, else with https://
 * before it (people write 'example.nl'); `null` for any other scheme (`javascript:`, `ftp:`), so
 * it is shown as text, never followed. Open it in a new tab with {@link EXTERNAL_SITE_REL}.
 */
export function websiteHref(website: string): ExternalHref | null {
  const trimmed = website.trim();
  // Checked by the pattern; the scheme may be written in capitals (HTTP://), which the type cannot spell.
  if (/^https?:\/\//i.test(trimmed)) return trimmed as ExternalHref;
  if (SCHEME.test(trimmed) && !HOST_AND_PORT.test(trimmed)) return null;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** The `rel` of a link to another site opened in a new tab: no access to this window, no referrer. */
export const EXTERNAL_SITE_REL = 'noopener noreferrer';
