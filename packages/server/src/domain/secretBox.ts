import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Secrets at rest (two-factor secrets): AES-256-GCM with a key derived from the server's key,
// which is `SECRET_KEY` when set, else a random key generated once into the data folder
// (`secret.key`, mode 0600) on first start. Several instances sharing a database must share
// `SECRET_KEY`: a secret encrypted by one must open on the others.

/** The file the generated key is kept in, inside the data folder. */
export const SECRET_KEY_FILE = 'secret.key';

const FORMAT = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or undefined when it was sealed with another key or altered. */
  open(sealed: string): string | undefined;
  /** An HMAC-SHA256 of the text with a key of its own (signed pending sign-ins), base64url. */
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

export function secretBox(serverKey: string): SecretBox {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', serverKey, 'kwartier', purpose, 32));
  const encryptionKey = derive('secrets at rest');
  const signingKey = derive('signatures');
  const sign = (text: string) => createHmac('sha256', signingKey).update(text).digest('base64url');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv.toString('base64url'), encrypted.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [format, iv, encrypted, tag] = sealed.split('.');
      if (format !== FORMAT || !iv || encrypted === undefined || !tag) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    sign,
    verify(text, signature) {
      const expected = Buffer.from(sign(text));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

const boxes = new Map<string, SecretBox>();

/**
 * The server's box: from `SECRET_KEY` when set, else from the key file in the data folder,
 * created (0600, never overwritten: `wx`) when there is none yet. Kept per key or folder.
 */
export function serverSecretBox(config: { secretKey: string | undefined; dataDir: string }): SecretBox {
  const cacheKey = config.secretKey !== undefined ? `key:${config.secretKey}` : `dir:${config.dataDir}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = secretBox(config.secretKey ?? keyFromDataDir(config.dataDir));
    boxes.set(cacheKey, box);
  }
  return box;
}

function keyFromDataDir(dataDir: string): string {
  const file = join(dataDir, SECRET_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key; remove it to have one generated, or set SECRET_KEY`);
  return key;
}
