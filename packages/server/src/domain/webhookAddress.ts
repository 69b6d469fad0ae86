import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { promises as dns } from 'node:dns';
import { Agent } from 'undici';
import { isPublicAddress } from './webhooks.js';

// Request forgery guard for webhooks: an endpoint's host must resolve to public addresses only
// (domain/webhooks.ts isPublicAddress), checked when the endpoint is saved and again on every
// connection, by the connection's own look-up, so the address checked is the one connected to (a
// host that answered a public address at save time and a private one later is refused).
// `WEBHOOKS_ALLOW_PRIVATE=true` (config.ts) turns the guard off, for a receiver on the operator's network.

/** Thrown by the guarded look-up: the host resolved to an address webhooks may not reach. */
export class PrivateAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a loopback, private or otherwise non-public address (WEBHOOKS_ALLOW_PRIVATE is off)`);
  }
}

/** Longest wait for the look-up of an endpoint being saved (it runs in the request's transaction). */
const SAVE_LOOKUP_MS = 3_000;

/** Why a host cannot be an endpoint's (it resolves to a non-public address, or not at all, or not within SAVE_LOOKUP_MS), or null. */
export async function hostProblem(host: string, allowPrivate: boolean): Promise<'webhooks.url_private' | 'webhooks.url_unresolved' | null> {
  let addresses: LookupAddress[];
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('look-up timed out')), SAVE_LOOKUP_MS);
    });
    addresses = await Promise.race([dns.lookup(host.replace(/^\[|\]$/g, ''), { all: true }), late]);
  } catch {
    return 'webhooks.url_unresolved';
  } finally {
    clearTimeout(timer);
  }
  if (allowPrivate) return null;
  return addresses.length > 0 && addresses.every(({ address }) => isPublicAddress(address)) ? null : 'webhooks.url_private';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `dns.lookup` as a socket calls it, refusing any non-public address among the answers. */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) return callback(Object.assign(new PrivateAddressError(hostname, refused.address), { code: 'EWEBHOOKPRIVATE' }), '');
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
    callback(null, first.address, first.family);
  });
}

/** The dispatcher webhooks are sent through: guarded unless private addresses are allowed. */
export function webhookAgent(allowPrivate: boolean): Agent {
  return new Agent({
    connect: allowPrivate ? {} : { lookup: guardedLookup as never },
    // A literal address in the URL skips the look-up: refused before the request (jobs/webhooks.ts).
    keepAliveTimeout: 10_000,
  });
}
