import { createApiClient, type ApiClient } from '@kwartier/api';

/** The one API client of the app: same origin, with the retry and time-out policy of SPEC §7. */
export const api: ApiClient = createApiClient({ baseUrl: window.location.origin });
