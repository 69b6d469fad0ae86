import type { ExpenseReceiptType } from '@kwartier/api';
import { schemaEnums } from '@kwartier/api';
import { fileTypeFromBuffer } from 'file-type';

// An expense's receipt: a PDF or a photo of one, told by its content. Its size limit is the
// contract's (`x-max-bytes` of ExpenseReceiptUpload.receipt), checked with the rest of the request.

export type ReceiptType = ExpenseReceiptType;

/** HEIF stills from phones are stored under the one HEIC type the contract names. */
const ALIASES: Record<string, ReceiptType> = { 'image/heif': 'image/heic' };

/**
 * The receipt's type told by its content (the file signature), never by its name or the type
 * the browser declared: an HTML page called receipt.pdf is no PDF. Undefined for any other type.
 */
export async function receiptTypeOf(bytes: Uint8Array): Promise<ReceiptType | undefined> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime as string | undefined;
  if (!detected) return undefined;
  const type = ALIASES[detected] ?? detected;
  return (schemaEnums.ExpenseReceiptType as readonly string[]).includes(type) ? (type as ReceiptType) : undefined;
}

/** The uploaded file's name as kept for the download: its last path part, without control characters, at most 255 characters. */
export function receiptName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 255);
  return clean || 'receipt';
}
