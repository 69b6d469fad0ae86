import { createHash } from 'node:crypto';
import type { RequestBody } from './contract.js';

/** Multipart framing (boundaries, part headers) on top of the files themselves. */
const FRAMING_BYTES = 64 * 1024;
/** For a file property without `x-max-bytes`: still never read an unbounded body into memory. */
const DEFAULT_FILE_BYTES = 10 * 1024 * 1024;

export type MultipartResult =
  | {
      kind: 'ok';
      /** The parts as the contract's schema sees them: text as is, a file as its file name. */
      fields: Record<string, string>;
      files: Record<string, Blob>;
      /** Stable over retries (multipart boundaries are random per send): for Idempotency-Key. */
      fingerprint: string;
    }
  /** The body, or one file, is larger than the contract allows: these fields, these byte limits. */
  | { kind: 'too-large'; limits: Record<string, number> }
  | { kind: 'malformed' };

/**
 * Reads a multipart/form-data body for an operation that declares one, within the sizes the
 * contract allows (`x-max-bytes` of each binary property): a larger body is refused before it
 * is read in full, a larger file once it is parsed. A body of another type yields no fields, so
 * the schema's `required` names what is missing.
 */
export async function readMultipart(request: Request, body: RequestBody): Promise<MultipartResult> {
  const limits: Record<string, number> = {};
  for (const [name, max] of body.files) limits[name] = max ?? DEFAULT_FILE_BYTES;
  const totalLimit = Object.values(limits).reduce((sum, max) => sum + max, 0) + FRAMING_BYTES;
  const tooLarge = { kind: 'too-large' as const, limits };

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    await request.body?.cancel();
    return { kind: 'ok', fields: {}, files: {}, fingerprint: '' };
  }
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > totalLimit) {
    await request.body?.cancel();
    return tooLarge;
  }
  const bytes = await readAtMost(request.body, totalLimit);
  if (!bytes) return tooLarge;

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { kind: 'malformed' };
  }
  const fields: Record<string, string> = {};
  const files: Record<string, Blob> = {};
  const print: [string, string][] = [];
  for (const [name, value] of form) {
    if (body.files.has(name)) {
      // A binary property is its bytes, whether it came as a file part or as plain text.
      const file = typeof value === 'string' ? new Blob([value]) : value;
      // A form sent without choosing a file has an empty part: that is a missing file.
      if (file.size === 0) continue;
      if (file.size > limits[name]) return { kind: 'too-large', limits: { [name]: limits[name] } };
      files[name] = file;
      fields[name] = typeof value === 'string' ? 'text' : value.name || 'file';
      print.push([name, `file:${createHash('sha256').update(new Uint8Array(await file.arrayBuffer())).digest('hex')}`]);
    } else if (typeof value === 'string') {
      fields[name] = value;
      print.push([name, value]);
    }
  }
  print.sort(([a], [b]) => a.localeCompare(b));
  return { kind: 'ok', fields, files, fingerprint: JSON.stringify(print) };
}

/** The whole stream, or null as soon as it passes `max` bytes (the rest is not read). */
export async function readAtMost(stream: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
