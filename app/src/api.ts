import { createApiClient, type ApiClient } from '@kwartier/api';
import type { ExternalHref } from '@kwartier/ui';
import { withPageAnswers } from './bootstrap';
import { withKeptAnswers } from './offline/keptAnswers';
import { handleTokenExpired } from './session';

/**
 * The one API client of the app: same origin, with the product's call policy (15 s per attempt;
 * passing failures retried — a read a few times within ~10 s, so a loader fails in seconds and its
 * page shows the error screen with 'Try again'; a write up to 100 times), and
 * the one place a 419 'token expired' is handled (notice, then a reload; see session.ts). A page
 * load's first data calls are answered from the answers the page came with (bootstrap.ts); the
 * week's, the timer's and the dashboard's reads are kept for when there is no network
 * (offline/keptAnswers.ts), those the page came with too.
 */
export const api: ApiClient = createApiClient({
  baseUrl: window.location.origin,
  onTokenExpired: handleTokenExpired,
  fetch: withKeptAnswers(withPageAnswers((input, init) => globalThis.fetch(input, init))),
});

/** The server's API reference (`/api/docs`, outside the app's routes: the browser opens it). */
export function apiReferenceHref(): ExternalHref {
  return `${window.location.origin}/api/docs` as ExternalHref;
}
