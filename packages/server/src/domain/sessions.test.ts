import { describe, expect, it } from 'vitest';
import { isExpired, newSessionToken, sessionExpiry, sessionHandleOf, sessionIdOf, shouldExtend, shouldNoteSeen } from './sessions.js';

describe('sessions', () => {
  it('makes unguessable, URL-safe tokens of 32 bytes', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
  });

  it('stores a session under the sha256 of its token', () => {
    expect(sessionIdOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('expires after 30 days', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    const expiry = sessionExpiry(now);
    expect(expiry.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(isExpired(expiry.toISOString(), now)).toBe(false);
    expect(isExpired(expiry.toISOString(), new Date('2026-01-31T00:00:00.000Z'))).toBe(true);
  });

  it('extends a session at most once a day', () => {
    const start = new Date('2026-01-01T00:00:00.000Z');
    const expiry = sessionExpiry(start).toISOString();
    expect(shouldExtend(expiry, new Date('2026-01-01T12:00:00.000Z'))).toBe(false);
    expect(shouldExtend(expiry, new Date('2026-01-02T00:00:01.000Z'))).toBe(true);
  });
});

describe('last seen and handles', () => {
  it('notes a session as seen at most once per five minutes', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    expect(shouldNoteSeen(null, now)).toBe(true);
    expect(shouldNoteSeen('2026-03-02T09:55:00.001Z', now)).toBe(false);
    expect(shouldNoteSeen('2026-03-02T09:55:00.000Z', now)).toBe(true);
  });

  it('names a session by a handle that is neither its token nor its stored id', () => {
    const token = newSessionToken();
    const id = sessionIdOf(token);
    const handle = sessionHandleOf(id);
    expect(handle).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(handle).toBe(sessionHandleOf(id));
    expect(id.includes(handle) || token.includes(handle)).toBe(false);
    expect(sessionHandleOf(sessionIdOf(newSessionToken()))).not.toBe(handle);
  });
});
