import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanLogo, etagMatches, logoEtag, logoTypeOf, logoUrl } from './logos.js';

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

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(~crc >>> 0);
  return Buffer.concat([length, body, check]);
}

describe('cleanLogo', () => {
  it('encodes the image anew in its own type', async () => {
    const png = await cleanLogo(PNG_1PX, 'image/png');
    expect(await sharp(png!).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).jpeg().toBuffer();
    expect(await sharp((await cleanLogo(jpeg, 'image/jpeg'))!).metadata()).toMatchObject({ format: 'jpeg', width: 4 });
  });

  it('refuses bytes that are not a whole image of the type told', async () => {
    expect(await cleanLogo(PNG_1PX, 'image/jpeg')).toBeUndefined();
    expect(await cleanLogo(JPEG_START, 'image/jpeg')).toBeUndefined();
    expect(await cleanLogo(PNG_1PX.subarray(0, 50), 'image/png')).toBeUndefined();
  });

  it('refuses a small file that unpacks to an enormous picture, without unpacking it', async () => {
    // 20,000 × 20,000 one-bit grey: 50 MB of pixels in a file of some 50 kB.
    const side = 20_000;
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header.set([1, 0, 0, 0, 0], 8);
    const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)));
    const bomb = Buffer.concat([PNG_1PX.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await logoTypeOf(bomb)).toBe('image/png');
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: side, height: side });
    const started = Date.now();
    expect(await cleanLogo(bomb, 'image/png')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
