import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// The organisation logo (Organization → Logo in the app): image files only, PNG or JPEG, told by content.
// Its size limit is the contract's (`x-max-bytes` of LogoUpload.logo), checked with the rest
// of the request.

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * The logo's type told by its content (the file signature), never by its name or the type the
 * browser declared: a renamed text file is not an image, a PNG called logo.txt is one.
 */
export async function logoTypeOf(bytes: Uint8Array): Promise<LogoType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return LOGO_TYPES.find((type) => type === detected?.mime);
}

/** A stored logo fits inside this square (larger ones are scaled down, smaller ones kept). */
export const LOGO_MAX_SIDE = 1024;
/**
 * Images with more pixels than this are refused before they are decoded: a small file can
 * declare an enormous picture (a decompression bomb). 40 megapixels is any real logo or photo.
 */
export const LOGO_MAX_INPUT_PIXELS = 40_000_000;

/**
 * The logo as it is stored and served: decoded and encoded anew in its own type (PNG stays PNG,
 * JPEG stays JPEG), turned upright by its EXIF orientation, fit inside LOGO_MAX_SIDE², without
 * any metadata (EXIF, XMP, ICC comments). Whatever else the upload carried (bytes after the
 * image, a script, a second file: a polyglot) is not in the result. Undefined when the bytes do
 * not decode as a whole image of that type.
 */
export async function cleanLogo(bytes: Uint8Array, type: LogoType): Promise<Buffer | undefined> {
  try {
    const image = sharp(bytes, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'warning' });
    const { format } = await image.metadata();
    if (format !== (type === 'image/png' ? 'png' : 'jpeg')) return undefined;
    const fitted = image.rotate().resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await (type === 'image/png' ? fitted.png() : fitted.jpeg({ quality: 90 })).toBuffer();
  } catch {
    return undefined;
  }
}

/** `Organization.logo_url`: the version changes with every upload, so browsers fetch it anew at once. */
export function logoUrl(organizationUuid: string, version: number): string {
  return `/logo/${organizationUuid}?v=${version}`;
}

export function logoEtag(version: number): string {
  return `"logo-${version}"`;
}

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
