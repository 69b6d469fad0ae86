import type { components } from './schema';
import type { ApiClient } from './client';

type ValidationError = components['schemas']['ValidationError'];
type LogoUpload = components['schemas']['LogoUpload'];
type TimeImportUpload = components['schemas']['TimeImportUpload'];
type ExpenseReceiptUpload = components['schemas']['ExpenseReceiptUpload'];
type BankStatementUpload = components['schemas']['BankStatementUpload'];

/** Whether a response body is a 422 `ValidationError` (`{ message, errors: { field: [messages] } }`). */
export function isValidationError(body: unknown): body is ValidationError {
  if (typeof body !== 'object' || body === null) return false;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || typeof errors !== 'object' || errors === null || Array.isArray(errors)) {
    return false;
  }
  return Object.values(errors).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}

/** Thrown by the download helpers when the server does not answer with the file. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Download failed with HTTP ${status}`);
  }
}

/**
 * Downloads an invoice as PDF (`GET /invoices/{id}/pdf`) through the client, so it gets the same
 * cookies, headers, timeout and retries as every other call. Throws `DownloadError` on failure
 * (the app shows 'An error occurred when generating the PDF').
 */
export async function downloadInvoicePdf(client: ApiClient, id: number): Promise<Blob> {
  const { data, error, response } = await client.GET('/invoices/{id}/pdf', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new DownloadError(response.status, error);
  return data;
}

/**
 * Downloads an invoice's e-invoice (`GET /api/invoices/{id}/ubl`, UBL XML) through the client.
 * Answers the file, or — when something a valid e-invoice needs is missing (422) — what to fill
 * in: the server's messages in the user's language, by field. Throws `DownloadError` otherwise.
 */
export async function downloadInvoiceUbl(client: ApiClient, id: number): Promise<{ file: Blob } | { missing: Record<string, string[]> }> {
  const { data, error, response } = await client.GET('/api/invoices/{id}/ubl', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (response.ok && data instanceof Blob) return { file: data };
  if (response.status === 422) {
    // parseAs blob leaves a refusal's JSON body unread as JSON: read it here.
    const body: unknown = error instanceof Blob ? JSON.parse(await error.text()) : error;
    if (isValidationError(body)) return { missing: body.errors };
  }
  throw new DownloadError(response.status, error);
}

/**
 * Downloads everything about the signed-in user (`GET /api/user/export`) as JSON or CSV: the file
 * and its name from `Content-Disposition` (`kwartier-my-data-YYYY-MM-DD.json`). Throws
 * `DownloadError` when the server refuses.
 */
export async function downloadMyData(client: ApiClient, format: components['schemas']['MyDataFormat']): Promise<{ file: Blob; filename: string }> {
  const { data, error, response } = await client.GET('/api/user/export', { params: { query: { format } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw new DownloadError(response.status, error);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { file: data, filename: named?.[1] ?? `kwartier-my-data.${format}` };
}

/**
 * Uploads a new organisation logo (`POST /api/organization/save/logo`) as multipart/form-data
 * with the file in the `logo` part. Returns the openapi-fetch result: `data` is the updated
 * organisation, a 422 `error` carries the message under `errors.logo`.
 */
export function uploadLogo(client: ApiClient, logo: Blob, filename?: string) {
  return client.POST('/api/organization/save/logo', multipart<LogoUpload>('logo', logo, filename, 'logo'));
}

/** Uploads a CSV export of Toggl Track, Clockify or Harvest for import (`POST /api/imports`, field `file`): the preview, or a 413/422. */
export function uploadTimeImport(client: ApiClient, file: Blob, filename?: string) {
  return client.POST('/api/imports', multipart<TimeImportUpload>('file', file, filename, 'export.csv'));
}

/**
 * Uploads an expense's receipt (`POST /api/expenses/{id}/receipt`, field `receipt`): a PDF or an
 * image of at most 10 MB. `data` is the expense with its receipt; a 422 `error` carries the message
 * under `errors.receipt`, a 413 says the file is too large.
 */
export function uploadExpenseReceipt(client: ApiClient, id: number, receipt: Blob, filename?: string) {
  return client.POST('/api/expenses/{id}/receipt', { params: { path: { id } }, ...multipart<ExpenseReceiptUpload>('receipt', receipt, filename, 'receipt') });
}

/**
 * Uploads a bank statement, CAMT.053 XML or MT940 (`POST /api/bank/statements`, field `file`):
 * what it held and kept (`new`, `known`, `ignored`), or a 413/422 (`errors.file`).
 */
export function uploadBankStatement(client: ApiClient, file: Blob, filename?: string) {
  return client.POST('/api/bank/statements', multipart<BankStatementUpload>('file', file, filename, 'statement'));
}

/**
 * One file as a multipart body under `field`, named `filename`, else as the user's file is, else `fallback`. The
 * generated type of a binary part is `string`; the real body is the FormData, which openapi-fetch
 * passes through (and lets fetch set the multipart boundary).
 */
function multipart<Body>(field: string, file: Blob, filename: string | undefined, fallback: string) {
  const form = new FormData();
  form.append(field, file, filename ?? (file instanceof File ? file.name : fallback));
  return { body: form as unknown as Body, bodySerializer: (body: Body) => body as unknown as FormData };
}

/**
 * Offers a blob to the user as a file download (browser only), e.g.
 * `saveBlobAs(pdf, invoice.invoicenumber + '.pdf')`.
 */
export function saveBlobAs(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoke on the next tick: revoking synchronously can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
