import type { SubmitResult } from '@kwartier/ui';

/**
 * Maps an openapi-fetch answer onto the components' save convention: success → undefined;
 * a refusal the user can act on (422 errors map, 409 or 424 message) → its body, which the component
 * shows under the fields; anything else is unexpected and rejects. A 419 'token expired' is the
 * API client's (api.ts: one notice, then the page reloads): the save stays pending until then,
 * so no form shows a second message or acts as if it had saved.
 */
export async function submitResult(call: Promise<{ error?: unknown; response: Response }>): Promise<SubmitResult> {
  const { error, response } = await call;
  if (response.ok) return undefined;
  if (response.status === 419) return new Promise<never>(() => {});
  // 424: the mail server refused an invoice's mail (`{ message }`, shown above the send dialog's form).
  if ([409, 422, 424].includes(response.status) && error && typeof error === 'object') {
    return error as SubmitResult;
  }
  console.error('Request failed', response.status, error);
  throw new Error(`Request failed with status ${response.status}`);
}

/**
 * Like {@link submitResult} for an upload: a 413 (the file is larger than the call takes) is the
 * file's refusal too, shown under `field` with the server's message.
 */
export async function uploadResult(call: Promise<{ error?: unknown; response: Response }>, field: string): Promise<SubmitResult> {
  const answer = await call;
  if (answer.response.status === 413 && answer.error && typeof answer.error === 'object' && 'message' in answer.error) {
    const { message } = answer.error as { message: string };
    return { message, errors: { [field]: [message] } };
  }
  return submitResult(Promise.resolve(answer));
}

/** Like {@link submitResult} for calls whose failure the screen does not show (switches, deletes): log and reject. */
export async function expectOk<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T | undefined> {
  const { data, error, response } = await call;
  if (!response.ok) {
    console.error('Request failed', response.status, error);
    throw new Error(`Request failed with status ${response.status}`);
  }
  return data;
}
