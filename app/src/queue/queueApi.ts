import { createApiClient } from '@kwartier/api';
import { handleTokenExpired } from '../session';

/**
 * The API client the mutation queues send with: without the client's built-in retries, since a
 * queue retries by itself (`mutationQueue.ts`), so the page can say 'Not saved yet — retrying' at
 * the first failure instead of after a hundred silent attempts. Each call carries the entry's own
 * Idempotency-Key.
 */
export const queueApi = createApiClient({ baseUrl: window.location.origin, onTokenExpired: handleTokenExpired, maxRetries: 0 });
