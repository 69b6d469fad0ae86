import { describe, expect, it } from 'vitest';
import { etagMatches, logoEtag, logoTypeOf, logoUrl } from './logos.js';

// The smallest valid files of each kind: their signatures are what is told apart.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);

describe('logos', () => {
  it('are told apart by their content', async () => {
    expect(await logoTypeOf(PNG_1PX)).toBe('image/png');
    expect(await logoTypeOf(JPEG_START)).toBe('image/jpeg');
    expect(await logoTypeOf(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeUndefined();
    expect(await logoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(await logoTypeOf(Buffer.from('just text, named logo.png'))).toBeUndefined();
    expect(await logoTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('carry their version in the url and the ETag', () => {
    expect(logoUrl('6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', 3)).toBe('/logo/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b?v=3');
    expect(logoEtag(3)).toBe('"logo-3"');
  });

  it('revalidate against If-None-Match', () => {
    expect(etagMatches('"logo-3"', '"logo-3"')).toBe(true);
    expect(etagMatches('W/"logo-3"', '"logo-3"')).toBe(true);
    expect(etagMatches('"logo-2", "logo-3"', '"logo-3"')).toBe(true);
    expect(etagMatches('*', '"logo-3"')).toBe(true);
    expect(etagMatches('"logo-2"', '"logo-3"')).toBe(false);
    expect(etagMatches(undefined, '"logo-3"')).toBe(false);
  });
});
