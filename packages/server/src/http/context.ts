import type { Context } from 'hono';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { translate, type Locale, type MessageId } from '../domain/messages.js';
import { mayCall } from '../domain/roles.js';
import type { Mailer } from '../mail/mailer.js';
import type { Contract, Operation } from '../openapi/contract.js';

export interface CurrentSession {
  /** sha256 of the cookie token. */
  id: string;
  expiresAt: string;
  user: UserRow;
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
  };
}

export type AppContext = Context<AppEnv>;

/** An answer with an ErrorMessage body, thrown from anywhere in a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 405 | 409 | 400 | 500,
    readonly messageId: MessageId,
  ) {
    super(messageId);
  }
}

/**
 * A 422 for rules the contract cannot express (unique email, matching confirmation, wrong
 * credentials): field → message, answered like a schema failure.
 */
export class ValidationFailure extends Error {
  constructor(
    readonly errors: Record<string, MessageId>,
    /** Values for the messages' placeholders besides `:field`. */
    readonly params: Record<string, string | number> = {},
  ) {
    super('validation failed');
  }
}

export function say(c: AppContext, id: MessageId, params?: Record<string, string | number>): string {
  return translate(c.get('locale') ?? 'en', id, params);
}

/** The signed-in user, or 401. */
export function currentUser(c: AppContext): UserRow {
  const session = c.get('session');
  if (!session) throw new HttpError(401, 'http.unauthenticated');
  return session.user;
}

/**
 * The signed-in admin, or 401/403 (SPEC §6: clients, projects, invoices … are admin screens).
 * The same rule as the contract's `x-access: admin`: a super admin is an admin too.
 */
export function currentAdmin(c: AppContext): UserRow {
  const user = currentUser(c);
  if (!mayCall(user, 'admin')) throw new HttpError(403, 'http.forbidden');
  return user;
}

/** The signed-in super admin, or 401/403 (SPEC §6: the accounts list). */
export function currentSuperAdmin(c: AppContext): UserRow {
  const user = currentUser(c);
  if (!mayCall(user, 'super_admin')) throw new HttpError(403, 'http.forbidden');
  return user;
}

export function validBody<T>(c: AppContext): T {
  return c.get('body') as T;
}

export function validParams<T>(c: AppContext): T {
  return c.get('params') as T;
}

/** A file of a multipart body (the contract's `required` has made sure it is there). */
export function validFile(c: AppContext, field: string): Blob {
  const file = c.get('files')[field];
  if (!file) throw new Error(`no file "${field}": is it required in openapi.yaml?`);
  return file;
}
