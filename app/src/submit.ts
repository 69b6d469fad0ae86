import type { SubmitResult } from '@kwartier/ui';

/**
 * Maps an openapi-fetch answer onto the components' save convention: success → undefined;
 * a refusal the user can act on (422 errors map, 419 'token expired', 409 message) → its body,
 * which the component shows under the fields; anything else is unexpected and rejects.
 */
export async function submitResult(call: Promise<{ error?: unknown; response: Response }>): Promise<SubmitResult> {
  const { error, response } = await call;
  if (response.ok) return undefined;
  if ([409, 419, 422].includes(response.status) && error && typeof error === 'object') {
    return error as SubmitResult;
  }
  console.error('Request failed', response.status, error);
  throw new Error(`Request failed with status ${response.status}`);
}

/** Like {@link submitResult} for calls whose failure the spec does not show (§8): log and reject. */
export async function expectOk<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T | undefined> {
  const { data, error, response } = await call;
  if (!response.ok) {
    console.error('Request failed', response.status, error);
    throw new Error(`Request failed with status ${response.status}`);
  }
  return data;
}
