import type { PageAnswer, User } from '@kwartier/api';
import { PAGE_FRAME_ATTRIBUTE, SHELL_PATH, SHELL_PATHS } from '@kwartier/api/pages/shell';

interface StartData {
  answers?: PageAnswer[];
  /** The page's chunks, when the page came with its frame (then they are not preload links: see {@link preloadPageChunks}). */
  preload?: string[];
}

let startData: StartData | undefined;

/**
 * Whether the server sent the page with its frame drawn ({@link PAGE_FRAME_ATTRIBUTE} in `#root`,
 * packages/server/src/http/spa.ts): the app then draws the first page whole, over the frame,
 * instead of the shell first and the page after it.
 */
export const pageFramed = typeof document !== 'undefined' && (document.getElementById('root')?.firstElementChild?.hasAttribute(PAGE_FRAME_ATTRIBUTE) ?? false);

/**
 * The page's start data block (`<script type="application/json" id="kwartier-bootstrap">`,
 * packages/server/src/http/spa.ts), read (and removed from the document) once: the answers the
 * API gave the shell's calls and the page's first data calls while the page was served.
 */
function readStartData(): StartData {
  if (startData) return startData;
  const element = document.getElementById('kwartier-bootstrap');
  element?.remove();
  try {
    startData = element ? (JSON.parse(element.textContent ?? '') as StartData) : {};
  } catch {
    startData = {};
  }
  return startData;
}

/**
 * Starts the downloads of the page's chunks (and its language's words) that a framed page lists
 * in its start data: the server leaves their preload links out of such a page so nothing stands
 * before its first paint, and the entry asks for them as soon as it runs.
 */
export function preloadPageChunks(): void {
  for (const href of readStartData().preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Whether the page came with the answer of a GET of `path` not yet used (the app's next such call takes it). */
export function hasStartAnswer(path: string): boolean {
  return readStartData().answers?.some((answer) => answer.method === 'GET' && answer.path === path) ?? false;
}

/** The signed-in user's language as the page load found it (read, not taken: the guard's call takes the user). */
export function startLocale(): string | undefined {
  const answer = readStartData().answers?.find((item) => item.method === 'GET' && item.path === SHELL_PATH.user);
  return (answer?.data as Pick<User, 'locale'> | undefined)?.locale;
}

/** A value as JSON with its object keys sorted, so two equal values compare equal as text. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

type Fetch = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * A `fetch` that answers a page's first data calls from the answers the page came with: the very
 * same call (method, path with its query, JSON body) gets the answer once, as if the API had
 * given it; any other call, and the same call again, goes to `fetch`. Answers are for the page
 * load only: see {@link dropPageAnswers}.
 */
export function withPageAnswers(fetch: Fetch): Fetch {
  return async (input, init) => {
    const answers = readStartData().answers;
    if (!answers?.length) return fetch(input, init);
    // One request from here on (a Request built from another takes over its body).
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== window.location.origin) return fetch(request);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return fetch(request);
    }
    const index = answers.findIndex(
      (answer) => answer.method === request.method && answer.path === url.pathname + url.search && canonical(answer.body) === canonical(body),
    );
    if (index < 0) return fetch(request);
    const [answer] = answers.splice(index, 1);
    return new Response(JSON.stringify(answer!.data), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Forgets the answers the page came with that were not used: once the first page has loaded,
 * every call asks the API — but the shell's (`shellCalls`), which its timer asks once it is drawn.
 */
export function dropPageAnswers(): void {
  const data = readStartData();
  data.answers = data.answers?.filter((answer) => answer.method === 'GET' && SHELL_PATHS.includes(answer.path));
}
