import { describe, expect, it } from 'vitest';
import { bearerTokenOf, hasDuplicateOrigin, isFirstUseOfDay, listsOrigin, newAccessToken, scopeAllows, shouldNoteUse, storedOrigins, tokenExpiry } from './accessTokens.js';

const NOW = new Date('2026-03-02T10:00:00.000Z');

describe('access tokens', () => {
  it('makes recognisable random secrets', () => {
    const a = newAccessToken();
    expect(a).toMatch(/^kwt_[A-Za-z0-9_-]{43}$/);
    expect(newAccessToken()).not.toBe(a);
  });

  it('reads a bearer header', () => {
    expect(bearerTokenOf('Bearer kwt_abc')).toBe('kwt_abc');
    expect(bearerTokenOf('bearer  kwt_abc ')).toBe('kwt_abc');
    expect(bearerTokenOf('Basic dXNlcg==')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });

  it('lets read only read', () => {
    expect(scopeAllows('read', 'GET')).toBe(true);
    expect(scopeAllows('read', 'HEAD')).toBe(true);
    expect(scopeAllows('read', 'POST')).toBe(false);
    expect(scopeAllows('read', 'DELETE')).toBe(false);
    expect(scopeAllows('write', 'DELETE')).toBe(true);
  });

  it('expires after days or at the end of a date, one of the two, within a year', () => {
    expect(tokenExpiry({ expires_in_days: 30 }, NOW)).toEqual({ at: new Date('2026-04-01T10:00:00.000Z') });
    expect(tokenExpiry({ expires_on: '2026-03-03' }, NOW)).toEqual({ at: new Date('2026-03-03T23:59:59.999Z') });
    expect(tokenExpiry({}, NOW)).toEqual({ error: 'token.expiry_required', field: 'expires_in_days' });
    expect(tokenExpiry({ expires_in_days: 1, expires_on: '2026-03-03' }, NOW)).toEqual({ error: 'token.expiry_required', field: 'expires_in_days' });
    expect(tokenExpiry({ expires_on: '2026-03-02' }, NOW)).toMatchObject({ error: 'token.expiry_range', field: 'expires_on' });
    expect(tokenExpiry({ expires_on: '2027-03-02' }, NOW)).toMatchObject({ at: expect.any(Date) });
    expect(tokenExpiry({ expires_on: '2027-03-03' }, NOW)).toMatchObject({ error: 'token.expiry_range' });
    expect(tokenExpiry({ expires_in_days: 366 }, NOW)).toMatchObject({ error: 'token.expiry_range' });
  });

  it('notes use at most once a minute, and the first use of a day', () => {
    expect(shouldNoteUse(null, NOW)).toBe(true);
    expect(shouldNoteUse('2026-03-02T09:59:30.000Z', NOW)).toBe(false);
    expect(shouldNoteUse('2026-03-02T09:59:00.000Z', NOW)).toBe(true);
    expect(isFirstUseOfDay(null, NOW)).toBe(true);
    expect(isFirstUseOfDay('2026-03-02T00:00:01.000Z', NOW)).toBe(false);
    expect(isFirstUseOfDay('2026-03-01T23:59:59.000Z', NOW)).toBe(true);
  });
});

describe('CORS origins', () => {
  it('are stored one per line and matched without regard to case', () => {
    const stored = storedOrigins(['https://Reports.example.com', 'http://localhost:5173']);
    expect(stored).toBe('https://reports.example.com\nhttp://localhost:5173');
    expect(listsOrigin(stored, 'https://reports.example.com')).toBe(true);
    expect(listsOrigin(stored, 'HTTPS://REPORTS.EXAMPLE.COM')).toBe(true);
    expect(listsOrigin(stored, 'https://reports.example.com:8443')).toBe(false);
    expect(listsOrigin(stored, 'https://evil.example.com')).toBe(false);
    expect(listsOrigin('', 'https://reports.example.com')).toBe(false);
    expect(hasDuplicateOrigin(['https://a.example', 'https://A.example'])).toBe(true);
  });
});
