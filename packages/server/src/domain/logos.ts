import { fileTypeFromBuffer } from 'file-type';

// The organisation logo (SPEC §2 Organization → Logo, §5 "image files only (PNG or JPG)").
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
