import { createApiClient, type ApiClient } from '@kwartier/api';
import { handleTokenExpired } from './session';

/**
 * The one API client of the app: same origin, with the retry and time-out policy of SPEC §7, and
 * the one place a 419 'token expired' is handled (notice, then a reload; see session.ts).
 */
export const api: ApiClient = createApiClient({ baseUrl: window.location.origin, onTokenExpired: handleTokenExpired });
