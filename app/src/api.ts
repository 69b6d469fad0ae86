import { createApiClient, type ApiClient } from '@kwartier/api';
import { handleTokenExpired } from './session';

/**
 * The one API client of the app: same origin, with the product's call policy (15 s per attempt, up to 100 retries of passing failures), and
 * the one place a 419 'token expired' is handled (notice, then a reload; see session.ts).
 */
export const api: ApiClient = createApiClient({ baseUrl: window.location.origin, onTokenExpired: handleTokenExpired });
