import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret for a link (password reset, invitation): 32 random bytes, URL-safe, so it can stand
 * in a path segment as it is.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a secret is stored when only its holder should know it: its sha256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
