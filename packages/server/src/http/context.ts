import type { Locale, paths } from '@kwartier/api';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { clientAddress } from '../domain/loginThrottle.js';
import { translate, type MessageId } from '../domain/messages.js';
import type { Mailer } from '../mail/mailer.js';
import type { Contract, Operation } from '../openapi/contract.js';

export interface CurrentSession {
  /** sha256 of the cookie token; for a bearer token `token:<its sha256>` (no session row has it). */
  id: string;
  expiresAt: string;
  user: UserRow;
  /** Set when the caller came with `Authorization: Bearer` (a personal access token), not a cookie. */
  accessToken?: { id: number; scope: 'read' | 'write' };
  /**
   * Whether the organisation requires two-factor sign-in of its admins, when read with the
   * session (a cookie's: stores/sessions.ts); undefined for a token, whose check asks the database.
   */
  twoFactorForAdmins?: boolean;
}

/** What middleware hands to the handlers of one request. */
export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    contract: Contract;
    locale: Locale;
    session: CurrentSession | undefined;
    operation: Operation | undefined;
    /** The JSON body as validated against the contract (strings trimmed). */
    body: unknown;
    /** The body exactly as received (for multipart: its parts, hashed), for idempotency fingerprints. */
    rawBody: string;
    /** The files of a multipart body, by field, within the contract's size limits. */
    files: Record<string, Blob>;
    mailer: Mailer;
    /** Path parameters, coerced to their declared types. */
    params: Record<string, unknown>;
    query: Record<string, unknown>;
    /** Set when this request signed someone in (its answer carries a new session cookie). */
    sessionStarted: boolean;
    /** The request's X-Request-Id (http/observability.ts), kept on its audit entries. */
    requestId: string | undefined;
  };
}

export type AppContext = Context<AppEnv>;

import { HttpError } from '../domain/failures.js';

export { HttpError, ValidationFailure } from '../domain/failures.js';

export function say(c: AppContext, id: MessageId, params?: Record<string, string | number>): string {
  return translate(c.get('locale') ?? 'en', id, params);
}

/** The signed-in user, or 401. Which role may call an operation is the contract's `x-access`, checked before any handler runs. */
export function currentUser(c: AppContext): UserRow {
  const session = c.get('session');
  if (!session) throw new HttpError(401, 'http.unauthenticated');
  return session.user;
}

/**
 * The signed-in user of a call that changes how one signs in or the account itself (password,
 * email, two-factor, tokens, deletion): only with a signed-in session, never with an API token —
 * a leaked token must not take the account over. 403 `message` otherwise.
 */
export function sessionUser(c: AppContext, message: MessageId = 'token.account_session_only'): UserRow {
  const user = currentUser(c);
  if (c.get('session')?.accessToken) throw new HttpError(403, message);
  return user;
}

/** The request's store of a resource, on the request's database handle (inside the write transaction). */
export function storeOf<S>(c: AppContext, store: (db: Db) => S): S {
  return store(c.get('db'));
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type OperationOf<P extends keyof paths, M extends Method> = paths[P][M] extends infer O ? (O extends { parameters: unknown } ? O : never) : never;
type JsonBodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : undefined;
type Declared<T> = [T] extends [never] ? Record<string, never> : undefined extends T ? Exclude<T, undefined> | Record<string, never> : T;

/** What the contract declares for one operation, as the validation middleware let it through. */
export interface Input<P extends keyof paths, M extends Method> {
  body: JsonBodyOf<OperationOf<P, M>>;
  params: Declared<OperationOf<P, M>['parameters']['path']>;
  query: Declared<OperationOf<P, M>['parameters']['query']>;
}

/**
 * The request's body, path parameters and query typed by the contract's operation (`paths` of
 * `@kwartier/api`), as validated (and coerced, and trimmed) by `validateRequests`. The operation
 * named here must be the one the request matched: a handler registered for another path fails
 * loudly instead of reading values of the wrong type.
 */
export function input<P extends keyof paths, M extends Method>(c: AppContext, path: P, method: M): Input<P, M> {
  const operation = c.get('operation');
  if (!operation || operation.template !== path || operation.method.toLowerCase() !== method) {
    throw new Error(`${c.req.method} ${c.req.path} read as ${method.toUpperCase()} ${String(path)}: not the operation the contract matched`);
  }
  return { body: c.get('body'), params: c.get('params'), query: c.get('query') } as Input<P, M>;
}

/** The methods the contract declares for a path (openapi-typescript marks the others `?: never`). */
export type MethodOf<P extends keyof paths> = { [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : M }[Method];

/** A contract path in Hono's syntax: `/api/clients/{id}` → `/api/clients/:id`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers the handler of one contract operation, named once by the contract's own path and
 * method: the route is that path in Hono's syntax, and the handler gets the operation's
 * {@link Input} (body, path parameters, query) typed from it. Only declared operations compile.
 */
export function route<P extends keyof paths, M extends MethodOf<P>>(
  routes: Hono<AppEnv>,
  path: P,
  method: M,
  handler: (c: AppContext, input: Input<P, M>) => Response | Promise<Response>,
): void {
  routes.on(method.toUpperCase(), honoPath(path), (c) => handler(c, input(c, path, method)));
}

/**
 * A rule of an operation's body the contract cannot express but the body alone decides (an IBAN's
 * check digits): field → message. Given the body's fields that passed the contract's schema.
 */
export type BodyCheck = (body: Record<string, unknown>) => Record<string, MessageId | FieldProblem>;

/** A field's message with values for its placeholders besides `:field`. */
export interface FieldProblem {
  id: MessageId;
  params: Record<string, string | number>;
}

const bodyChecks = new Map<string, BodyCheck>();

/**
 * Registers the body rules of one contract operation. The validation middleware applies them
 * with the contract's schema (`validateRequests`), so one 422 names every wrong field: a wrong
 * IBAN and a wrong email address together, never one per try. The handler runs only when both pass.
 */
export function checkBody<P extends keyof paths, M extends MethodOf<P>>(
  path: P,
  method: M,
  check: (body: Partial<NonNullable<JsonBodyOf<OperationOf<P, M>>>>) => Record<string, MessageId | FieldProblem>,
): void {
  bodyChecks.set(`${method} ${String(path)}`, check as BodyCheck);
}

/** The body rules registered for an operation (method and path template as in the contract). */
export function bodyCheckOf(method: string, template: string): BodyCheck | undefined {
  return bodyChecks.get(`${method.toLowerCase()} ${template}`);
}

/** A file of a multipart body (the contract's `required` has made sure it is there). */
export function validFile(c: AppContext, field: string): Blob {
  const file = c.get('files')[field];
  if (!file) throw new Error(`no file "${field}": is it required in openapi.yaml?`);
  return file;
}

/** The caller's address, from the socket (or the proxy's X-Forwarded-For with TRUST_PROXY). */
export function callerAddress(c: AppContext): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): no socket to ask.
  }
  return clientAddress(socketAddress, c.req.header('x-forwarded-for'), c.get('config').trustProxy);
}
