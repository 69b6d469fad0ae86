/**
 * A scripted stand-in for `fetch`, for the client's unit tests: each call takes the next step of
 * the script (a Response factory, an error to throw, or 'hang' to never answer until aborted)
 * and records the request it was given, with its body read as text.
 */
export type FakeStep =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { throw: unknown }
  | 'hang'
  | 'hang-ignoring-abort'
  | { stallBody: true; status: number };

export interface RecordedRequest {
  request: Request;
  method: string;
  url: string;
  headers: Headers;
  credentials: RequestCredentials;
  body: string;
  signal: AbortSignal;
}

export interface FakeFetch {
  fetch: (input: Request, init?: RequestInit) => Promise<Response>;
  calls: RecordedRequest[];
}

/** Builds a fake fetch; when the script runs out, the last step repeats. */
export function fakeFetch(...script: FakeStep[]): FakeFetch {
  const calls: RecordedRequest[] = [];
  const fetch = async (input: Request): Promise<Response> => {
    const step = script[Math.min(calls.length, script.length - 1)];
    const body = input.body ? await input.clone().text() : '';
    calls.push({
      request: input,
      method: input.method,
      url: input.url,
      headers: new Headers(input.headers),
      credentials: input.credentials,
      body,
      signal: input.signal,
    });
    if (step === undefined) throw new Error('fakeFetch: empty script');
    if (step === 'hang') {
      // Like the real fetch: never answers, rejects with the abort reason when aborted.
      return new Promise<Response>((_, reject) => {
        input.signal.addEventListener('abort', () => reject(input.signal.reason), { once: true });
      });
    }
    if (step === 'hang-ignoring-abort') return new Promise<Response>(() => {});
    if ('throw' in step) throw step.throw;
    if ('stallBody' in step) {
      // Headers arrive, the body never finishes.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"par'));
        },
      });
      return new Response(stream, { status: step.status });
    }
    const headers = new Headers(step.headers);
    let payload: BodyInit | null = null;
    if (step.body instanceof Uint8Array) {
      payload = new Blob([step.body as Uint8Array<ArrayBuffer>]);
    } else if (typeof step.body === 'string') {
      payload = step.body;
    } else if (step.body !== undefined) {
      payload = JSON.stringify(step.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    return new Response(payload, { status: step.status, headers });
  };
  return { fetch, calls };
}

/** A fetch failure as Node's fetch (undici) reports it: TypeError('fetch failed') with a coded cause. */
export function networkError(code: string, message = `connect ${code}`): TypeError {
  const cause = Object.assign(new Error(message), { code });
  return new TypeError('fetch failed', { cause });
}

/** A sleep that returns at once and records how long it was asked to wait. */
export function instantSleep(): { sleep: (ms: number) => Promise<void>; delays: number[]; now: () => number } {
  const delays: number[] = [];
  // A clock that moves only by the waits: a read's retry window is measured on it.
  let clock = 0;
  return {
    delays,
    now: () => clock,
    sleep: async (ms: number) => {
      delays.push(ms);
      clock += ms;
    },
  };
}
