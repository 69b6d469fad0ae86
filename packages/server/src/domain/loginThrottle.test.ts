import { describe, expect, it } from 'vitest';
import { accountKeyPrefix, accountThrottleKey, addressThrottleKey, clientAddress, lockout, longestLockout, windowCutoff } from './loginThrottle.js';

const start = '2026-03-02T09:00:00.000Z';

describe('login throttling', () => {
  it('counts an account per client address, its email case-insensitively', () => {
    expect(accountThrottleKey(' Anna@Example.org ', '127.0.0.1')).toBe('account:anna%40example.org|127.0.0.1');
    expect(accountThrottleKey('anna@example.org', '127.0.0.2')).not.toBe(accountThrottleKey('anna@example.org', '127.0.0.1'));
    expect(addressThrottleKey('127.0.0.1')).toBe('ip:127.0.0.1');
  });

  it('names every key of one account, and no other account\'s, by a prefix', () => {
    const prefix = accountKeyPrefix('anna@example.org');
    expect(accountThrottleKey('Anna@example.org', '10.0.0.1').startsWith(prefix)).toBe(true);
    // A typed address with a | cannot pass for another account's key.
    expect(accountThrottleKey('anna@example.org|x', '10.0.0.1').startsWith(prefix)).toBe(false);
  });

  it('allows 5 attempts a minute per account and address, and 20 per address', () => {
    const now = new Date('2026-03-02T09:00:10.000Z');
    expect(lockout('account', 5, start, now)).toEqual({ locked: false });
    expect(lockout('account', 6, start, now)).toEqual({ locked: true, retryAfterSeconds: 50 });
    expect(lockout('ip', 20, start, now)).toEqual({ locked: false });
    expect(lockout('ip', 21, start, now)).toEqual({ locked: true, retryAfterSeconds: 50 });
  });

  it('asks to wait at least a second', () => {
    expect(lockout('account', 9, start, new Date('2026-03-02T09:00:59.999Z'))).toEqual({ locked: true, retryAfterSeconds: 1 });
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
