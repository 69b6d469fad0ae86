import { describe, expect, it } from 'vitest';
import { clientAddress, lockout, longestLockout, throttleKey, windowCutoff } from './loginThrottle.js';

const start = '2026-03-02T09:00:00.000Z';

describe('login throttling', () => {
  it('counts an email address case-insensitively', () => {
    expect(throttleKey('email', ' Anna@Example.org ')).toBe('email:anna@example.org');
    expect(throttleKey('ip', '127.0.0.1')).toBe('ip:127.0.0.1');
  });

  it('allows 5 attempts a minute per email and 20 per address', () => {
    const now = new Date('2026-03-02T09:00:10.000Z');
    expect(lockout('email', 5, start, now)).toEqual({ locked: false });
    expect(lockout('email', 6, start, now)).toEqual({ locked: true, retryAfterSeconds: 50 });
    expect(lockout('ip', 20, start, now)).toEqual({ locked: false });
    expect(lockout('ip', 21, start, now)).toEqual({ locked: true, retryAfterSeconds: 50 });
  });

  it('asks to wait at least a second', () => {
    expect(lockout('email', 9, start, new Date('2026-03-02T09:00:59.999Z'))).toEqual({ locked: true, retryAfterSeconds: 1 });
  });

  it('ends a window after a minute', () => {
    expect(windowCutoff(new Date('2026-03-02T09:01:00.000Z'))).toBe(start);
  });

  it('waits for the longest of several lockouts', () => {
    expect(longestLockout([{ locked: false }, { locked: true, retryAfterSeconds: 3 }, { locked: true, retryAfterSeconds: 40 }])).toEqual({ locked: true, retryAfterSeconds: 40 });
    expect(longestLockout([{ locked: false }])).toEqual({ locked: false });
  });

  it('trusts X-Forwarded-For only behind a proxy, and then its last entry', () => {
    expect(clientAddress('10.0.0.1', '1.2.3.4', false)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', 'spoofed, 1.2.3.4', true)).toBe('1.2.3.4');
    expect(clientAddress('10.0.0.1', undefined, true)).toBe('10.0.0.1');
    expect(clientAddress(undefined, undefined, false)).toBe('unknown');
  });
});
