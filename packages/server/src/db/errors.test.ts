import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation, markConnectionFailure } from './errors.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away: refused, cut, timed out, shutting down or starting up', () => {
    // A socket error counts when the database connection marked it as its own (db/database.ts).
    expect(isDatabaseUnavailable(markConnectionFailure(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')))).toBe(true);
    expect(isDatabaseUnavailable(markConnectionFailure(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')])))).toBe(true);
    expect(isDatabaseUnavailable(markConnectionFailure(coded('ECONNRESET', 'read ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    for (const sqlstate of ['57P01', '57P02', '57P03', '57014', '53300', '08006', '08001']) expect(isDatabaseUnavailable(coded(sqlstate))).toBe(true);
    expect(isDatabaseUnavailable(coded('SQLITE_BUSY', 'database is locked'))).toBe(true);
  });

  it('leaves every other failure a 500: a wrong statement, a broken rule, a bug', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(coded('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    // The same socket errors from elsewhere (a mail server) are no database's.
    expect(isDatabaseUnavailable(coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:25'))).toBe(false);
    expect(isDatabaseUnavailable(coded('ETIMEDOUT', 'Greeting never received'))).toBe(false);
    expect(isUniqueViolation(coded('23505'))).toBe(true);
  });
});
