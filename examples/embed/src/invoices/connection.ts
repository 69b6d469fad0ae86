/**
 * Where the invoices come from: a Kwartier server's address and a personal access token, entered
 * in the page (kept in sessionStorage, so they last as long as the tab) or given at build time as
 * VITE_KWARTIER_URL and VITE_KWARTIER_TOKEN. Calls go from the browser straight to the server,
 * on another origin: the server answers with CORS headers only when the organisation lists this
 * page's origin in its `api_origins`.
 */
import { createApiClient, type ApiClient } from '@kwartier/api';

export interface Connection {
  /** The server's origin, e.g. `https://kwartier.example.org` (no trailing slash). */
  serverUrl: string;
  /** A personal access token, `kwt_…`. */
  token: string;
}

const KEY = 'kwartier-embed-connection';

/** The connection entered in this tab, else the one given at build time, else none. */
export function storedConnection(): Connection | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Connection | null;
    if (saved?.serverUrl && saved.token) return saved;
  } catch {
    // Unreadable: treated as none.
  }
  const serverUrl = import.meta.env.VITE_KWARTIER_URL as string | undefined;
  const token = import.meta.env.VITE_KWARTIER_TOKEN as string | undefined;
  return serverUrl && token ? { serverUrl: normalizeServerUrl(serverUrl), token } : null;
}

export function storeConnection(connection: Connection | null): void {
  if (connection) sessionStorage.setItem(KEY, JSON.stringify(connection));
  else sessionStorage.removeItem(KEY);
}

/** What the user typed, as an origin-like base URL: trimmed, without a trailing slash. */
export function normalizeServerUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/**
 * The typed client of `@kwartier/api` for this connection: the same client the Kwartier app uses
 * (retries, timeouts, Idempotency-Keys), with the token sent as `Authorization: Bearer` by an
 * openapi-fetch middleware. A token needs no cookie; the server ignores the one it never set.
 */
export function clientFor(connection: Connection): ApiClient {
  const client = createApiClient({ baseUrl: connection.serverUrl });
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${connection.token}`);
      return request;
    },
  });
  return client;
}
