import { defaultContract, type Contract } from './contract.js';

/**
 * Checks an answer against the response the contract declares for its operation and status.
 * Returns the problems found (empty when the answer matches). The API tests run this on every
 * response they receive, so the server cannot drift from openapi.yaml unnoticed.
 */
export function responseProblems(
  method: string,
  path: string,
  status: number,
  body: unknown,
  contract: Contract = defaultContract(),
  /** The answer's Content-Type: an answer in another declared media type than JSON (a CSV download) is checked for being declared only. */
  contentType?: string | null,
): string[] {
  const pathOnly = path.split('?')[0];
  const found = contract.match(method, pathOnly);
  if (found.kind !== 'operation') return [`${method.toUpperCase()} ${pathOnly} is not an operation of openapi.yaml`];
  let checked;
  let mediaTypes;
  try {
    checked = contract.responseValidator(found.operation, status);
    mediaTypes = contract.responseMediaTypes(found.operation, status);
  } catch (error) {
    return [(error as Error).message];
  }
  const where = `${method.toUpperCase()} ${found.operation.template} → ${status}`;
  const mediaType = contentType?.split(';')[0].trim().toLowerCase();
  if (mediaType && mediaType !== 'application/json' && mediaTypes.length > 1) {
    return mediaTypes.includes(mediaType) ? [] : [`${where}: the contract declares no ${mediaType} answer`];
  }
  if (!checked.validate) {
    const empty = body === undefined || body === null || body === '';
    return empty ? [] : [`${where}: the contract declares no JSON body, got ${JSON.stringify(body).slice(0, 200)}`];
  }
  if (checked.validate(body)) return [];
  return (checked.validate.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message} (${e.schemaPath})`);
}

/** Throws, listing every problem, when the answer does not match the contract. */
export function assertResponseMatches(method: string, path: string, status: number, body: unknown, contract?: Contract, contentType?: string | null): void {
  const problems = responseProblems(method, path, status, body, contract, contentType);
  if (problems.length > 0) {
    throw new Error(`Response does not match openapi.yaml:\n  ${problems.join('\n  ')}\nbody: ${JSON.stringify(body, null, 2)?.slice(0, 2000)}`);
  }
}
