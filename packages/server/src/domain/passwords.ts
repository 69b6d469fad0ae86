import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Passwords are hashed with scrypt (memory-hard, in Node's standard library). The parameters
// travel inside the stored hash, so they can be raised later without breaking older hashes:
//   scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>

/** N = 2^14 with r = 8 uses 16 MiB and takes tens of milliseconds: OWASP's minimum for scrypt. */
export const DEFAULT_SCRYPT = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes, or Node refuses parameters above its 32 MiB default.
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 8) + 1024 * 1024;
    scrypt(password, salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, checked against when the email is unknown so that a wrong email
 * takes as long as a wrong password and response times do not reveal which accounts exist.
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
