import type { ErrorObject } from 'ajv';
import type { MiddlewareHandler } from 'hono';
import { fieldLabel, translate } from '../domain/messages.js';
import { mayCall } from '../domain/roles.js';
import { twoFactorRequiredForAdmins } from '../stores/sessions.js';
import { bodyCheckOf, type AppContext, type AppEnv } from '../http/context.js';
import type { Contract, ParameterGroup } from './contract.js';
import { errorsMapFromAjv, firstMessage, type ErrorsMap } from './errors.js';
import { readAtMost, readMultipart } from './multipart.js';

/**
 * The largest JSON body read (1 MB, the contract's `PayloadTooLarge`): a larger one answers 413,
 * refused by its Content-Length before it is read, or once the bytes streamed in pass the limit.
 * File uploads (multipart) have the limits of their contract (`x-max-bytes`) instead.
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** How deeply a JSON body may nest objects and arrays (the body itself is level 1); deeper answers 422. */
export const JSON_DEPTH_LIMIT = 32;

/**
 * Validates every request the contract declares: the session its `security` demands (401),
 * then path parameters, query, headers and the JSON body. Handlers then read `c.get('params' | 'query' | 'body')`, already of the declared types.
 * A multipart/form-data body (file upload) is read within the sizes the contract allows
 * (`x-max-bytes`, else 422 under the file's field) and validated like JSON; its files are in
 * `c.get('files')`.
 * A failure answers 422 `{ message, errors }` with `message` the first error (ValidationError).
 * A path parameter that does not fit (`/api/clients/abc`) names no record: 404, as for an id
 * that does not exist. A path the contract has with another method answers 405; an undeclared
 * path passes through to the router, which answers 404.
 */
export function validateRequests(contract: Contract): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const found = contract.match(c.req.method, c.req.path);
    c.set('operation', undefined);
    c.set('params', {});
    c.set('query', {});
    c.set('body', undefined);
    c.set('rawBody', '');
    c.set('files', {});
    if (found.kind === 'none') return next();
    const locale = c.get('locale');
    if (found.kind === 'method-not-allowed') {
      c.header('Allow', found.allowed.join(', '));
      return c.json({ message: translate(locale, 'http.method_not_allowed') }, 405);
    }

    const { operation } = found;
    // Who may call comes before what they sent: an anonymous caller learns nothing but 401.
    if (operation.requiresSession && !c.get('session')) {
      return c.json({ message: translate(locale, 'http.unauthenticated') }, 401);
    }
    // …and the role before the body: a member learns nothing from an admin call's validation.
    if (!mayCall(c.get('session')?.user, operation.access)) {
      return c.json({ message: translate(locale, 'http.forbidden') }, 403);
    }
    // An admin whose organisation requires two-factor sign-in sets it up before anything else.
    if (operation.requiresSession && (await mustSetUpTwoFactor(c, operation.beforeTwoFactor))) {
      return c.json({ message: translate(locale, 'two_factor.setup_required') }, 403);
    }
    const problems: ErrorObject[] = [];
    const check = (group: ParameterGroup | undefined, values: Record<string, unknown>) => {
      if (group && !group.validate(values)) problems.push(...(group.validate.errors ?? []));
      return values;
    };
    const params: Record<string, unknown> = { ...found.params };
    if (operation.pathParams && !operation.pathParams.validate(params)) {
      return c.json({ message: translate(locale, 'http.not_found') }, 404);
    }
    const query = check(operation.query, { ...c.req.query() });
    if (operation.headers) {
      const headers: Record<string, unknown> = {};
      for (const name of operation.headers.names) {
        const value = c.req.header(name);
        if (value !== undefined) headers[name] = value;
      }
      check(operation.headers, headers);
    }

    let body: unknown;
    if (operation.body?.mediaType === 'multipart') {
      const read = await readMultipart(c.req.raw, operation.body);
      if (read.kind === 'malformed') {
        const errors = { body: [translate(locale, 'http.malformed_multipart')] };
        return c.json({ message: errors.body[0], errors }, 422);
      }
      if (read.kind === 'too-large') {
        // An upload whose operation declares a 413 (the time import) answers it; others a 422 under the file.
        if (operation.responses.has('413')) {
          const limit = Math.floor(Math.max(...Object.values(read.limits)) / 1024);
          return c.json({ message: translate(locale, 'http.payload_too_large', { limit }) }, 413);
        }
        const errors: ErrorsMap = Object.fromEntries(
          Object.entries(read.limits).map(([field, max]) => [
            field,
            [translate(locale, 'validation.max.file', { field: fieldLabel(field, locale), limit: Math.floor(max / 1024) })],
          ]),
        );
        return c.json({ message: firstMessage(errors)!, errors }, 422);
      }
      c.set('rawBody', read.fingerprint);
      c.set('files', read.files);
      body = trimStrings(read.fields);
      if (!operation.body.validate(body)) problems.push(...(operation.body.validate.errors ?? []));
    } else if (operation.body) {
      const tooLarge = () => c.json({ message: translate(locale, 'http.payload_too_large', { limit: JSON_BODY_LIMIT_BYTES / 1024 }) }, 413);
      const declaredLength = Number(c.req.header('content-length'));
      if (Number.isFinite(declaredLength) && declaredLength > JSON_BODY_LIMIT_BYTES) {
        await c.req.raw.body?.cancel();
        return tooLarge();
      }
      // A declared length (at most the limit, above) is all the server reads: read at once, without
      // a web stream (the node server's fast path). A chunked body has no Content-Length: count
      // while reading, stop past the limit.
      let raw: string;
      if (Number.isFinite(declaredLength) && c.req.header('content-length')?.trim() !== '') raw = await c.req.raw.text();
      else {
        const bytes = await readAtMost(c.req.raw.body, JSON_BODY_LIMIT_BYTES);
        if (!bytes) return tooLarge();
        raw = new TextDecoder().decode(bytes);
      }
      c.set('rawBody', raw);
      // 422 rather than 400: the contract's answer to a body it cannot use, in its error shape.
      const unusable = (id: 'http.malformed_json' | 'http.json_too_deep') => {
        const errors = { body: [translate(locale, id, { limit: JSON_DEPTH_LIMIT })] };
        return c.json({ message: errors.body[0], errors }, 422);
      };
      try {
        // A missing body is validated as `{}`, so the answer names the required fields.
        body = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        return unusable('http.malformed_json');
      }
      // Before anything walks the body recursively (trimming, Ajv, handlers).
      if (nestedDeeperThan(body, JSON_DEPTH_LIMIT)) return unusable('http.json_too_deep');
      body = trimStrings(body);
      if (!operation.body.validate(body)) problems.push(...(operation.body.validate.errors ?? []));
    }

    const errors: ErrorsMap = errorsMapFromAjv(problems, locale, contract.patternMessages);
    const bodyCheck = bodyCheckOf(operation.method, operation.template);
    const checked = bodyCheck && isObject(body) ? bodyCheck(withoutFields(body, Object.keys(errors))) : {};
    // The schema's message of a field comes first; a field the schema let through gets its rule's.
    for (const [field, problem] of Object.entries(checked)) {
      const { id, params } = typeof problem === 'string' ? { id: problem, params: {} } : problem;
      errors[field] ??= [translate(locale, id, { ...params, field: fieldLabel(field, locale) })];
    }
    if (problems.length > 0 || Object.keys(errors).length > 0) {
      return c.json({ message: firstMessage(errors) ?? translate(locale, 'validation.invalid'), errors }, 422);
    }
    c.set('operation', operation);
    c.set('params', params);
    c.set('query', query);
    c.set('body', body);
    return next();
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The body without the top-level fields the schema found wrong (an error at `lines.0.price` takes
 * `lines` out), so a body rule reads only values of their declared types.
 */
function withoutFields(body: Record<string, unknown>, wrong: readonly string[]): Record<string, unknown> {
  const left = new Set(wrong.map((field) => field.split('.')[0]));
  return Object.fromEntries(Object.entries(body).filter(([field]) => !left.has(field)));
}

/**
 * Whether objects and arrays nest more than `max` levels (the value itself is level 1). Walks
 * with a stack of its own, so no depth of input can overflow the call stack.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, level] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (level > max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') pending.push([child, level + 1]);
    }
  }
  return false;
}

/**
 * The contract trims leading and trailing white space of text fields before validation, so
 * '  ' is an empty (missing) name. Passwords are taken exactly as typed.
 */
export function trimStrings(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /password/i.test(key) ? value : value.trim();
  if (Array.isArray(value)) return value.map((item) => trimStrings(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimStrings(v, k)]));
  }
  return value;
}

/**
 * Whether the caller is an admin who must set up two-factor sign-in first (domain/twoFactor.ts)
 * and the operation is not one they may call meanwhile (`x-before-two-factor`). Asks the database only for an admin without
 * two-factor, and only when the session did not bring the organisation's rule along.
 */
async function mustSetUpTwoFactor(c: AppContext, beforeTwoFactor: boolean): Promise<boolean> {
  const session = c.get('session');
  const user = session?.user;
  if (!user || user.admin !== 1 || user.two_factor_secret !== null) return false;
  if (beforeTwoFactor) return false;
  // A cookie's session brought the organisation's rule along (no query of its own); a token asks.
  return session.twoFactorForAdmins ?? twoFactorRequiredForAdmins(c.get('db'), user.organization_id);
}
