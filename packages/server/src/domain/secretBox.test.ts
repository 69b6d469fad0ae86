import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_KEY_FILE, secretBox, serverSecretBox } from './secretBox.js';

const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-secretbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the secret box', () => {
  const box = secretBox('a server key of at least thirty-two characters');

  it('seals with AES-256-GCM: a new nonce each time, opened with the same key only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretBox('another server key of thirty-two characters').open(sealed)).toBeUndefined();
  });

  it('refuses what was altered', () => {
    const [format, iv, encrypted, tag] = box.seal('JBSWY3DPEHPK3PXP').split('.');
    const flipped = encrypted[0] === 'A' ? `B${encrypted.slice(1)}` : `A${encrypted.slice(1)}`;
    expect(box.open([format, iv, flipped, tag].join('.'))).toBeUndefined();
    expect(box.open('not sealed')).toBeUndefined();
  });

  it('without SECRET_KEY generates a key once into the data folder (0600) and keeps using it', () => {
    const sealed = serverSecretBox({ secretKey: undefined, dataDir }).seal('secret');
    const file = join(dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const key = readFileSync(file, 'utf8').trim();
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    // Another process (no cache) reads the same key.
    expect(secretBox(key).open(sealed)).toBe('secret');
    expect(serverSecretBox({ secretKey: undefined, dataDir }).open(sealed)).toBe('secret');
  });

  it('with SECRET_KEY uses it, whatever the data folder', () => {
    const sealed = serverSecretBox({ secretKey: 'a shared key of more than thirty-two characters', dataDir: '/nonexistent' }).seal('secret');
    expect(secretBox('a shared key of more than thirty-two characters').open(sealed)).toBe('secret');
  });
});
