import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

// Cheap parameters keep the unit test fast; the format and comparison are what is under test.
const fast = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const hash = await hashPassword('correct horse', fast);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', fast)).not.toBe(await hashPassword('same', fast));
  });

  it('reads the parameters from the stored hash', async () => {
    const strong = await hashPassword('pw', { N: 2048, r: 8, p: 1 });
    await expect(verifyPassword('pw', strong)).resolves.toBe(true);
  });

  it('refuses malformed hashes instead of throwing', async () => {
    await expect(verifyPassword('pw', '')).resolves.toBe(false);
    await expect(verifyPassword('pw', 'bcrypt$x')).resolves.toBe(false);
    await expect(verifyPassword('pw', 'scrypt$1024$8$1$c2FsdA==$')).resolves.toBe(false);
  });
});
