import type { ApiClient } from '../client';

/** The paths of the shell's calls ({@link shellCalls}), all GETs. */
export const SHELL_PATH = { user: '/api/user', organization: '/api/organization/for/currentuser', timer: '/api/timer' } as const;

/**
 * What every signed-in page asks first, whatever the page: who is signed in, their organisation
 * (the app's guard), and the member's timer (the shell's timer control). The server makes the
 * same calls while it serves a page and sends their answers with it.
 */
export const shellCalls = {
  user: (api: ApiClient) => api.GET(SHELL_PATH.user),
  organization: (api: ApiClient) => api.GET(SHELL_PATH.organization),
  timer: (api: ApiClient) => api.GET(SHELL_PATH.timer),
};

/** The same as a list: their answers wait for the shell, which asks once it is drawn. */
export const SHELL_PATHS: readonly string[] = Object.values(SHELL_PATH);

/**
 * The attribute of the element in `#root` that holds the page frame the server drew (the app's
 * first paint before its script runs; the app draws the page over it).
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';
