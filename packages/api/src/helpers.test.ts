import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { DownloadError, downloadInvoicePdf, isValidationError, uploadLogo } from './helpers';
import { fakeFetch, instantSleep } from './testing/fakeFetch';

const BASE = 'http://kwartier.test';

describe('isValidationError', () => {
  it('accepts a 422 body', () => {
    expect(isValidationError({ message: 'The name field is required.', errors: { name: ['The name field is required.'] } })).toBe(true);
    expect(isValidationError({ message: 'x', errors: {} })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'token expired'],
    ['a plain message', { message: 'token expired' }],
    ['errors as array', { message: 'x', errors: ['a'] }],
    ['messages not a list', { message: 'x', errors: { name: 'required' } }],
    ['non-string messages', { message: 'x', errors: { name: [1] } }],
    ['message missing', { errors: { name: ['x'] } }],
  ])('rejects %s', (_, body) => {
    expect(isValidationError(body)).toBe(false);
  });
});

describe('downloadInvoicePdf', () => {
  it('returns the PDF as a Blob, fetched with the same policy (headers, retry)', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 test');
    const fake = fakeFetch({ status: 503 }, { status: 200, body: pdf, headers: { 'Content-Type': 'application/pdf' } });
    const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch, sleep: instantSleep().sleep });
    const blob = await downloadInvoicePdf(api, 44);
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(fake.calls.map((c) => c.url)).toEqual([`${BASE}/invoices/44/pdf`, `${BASE}/invoices/44/pdf`]);
    expect(fake.calls[1]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('throws DownloadError with the status when the server fails', async () => {
    const fake = fakeFetch({ status: 404, body: { message: 'Not found.' } });
    const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    const failure = await downloadInvoicePdf(api, 1).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DownloadError);
    expect(failure).toMatchObject({ status: 404, body: { message: 'Not found.' } });
  });
});

describe('uploadLogo', () => {
  it('posts the file as multipart/form-data in the logo part, with an Idempotency-Key', async () => {
    const fake = fakeFetch({ status: 200, body: { uuid: 'x' } });
    const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const { response } = await uploadLogo(api, png, 'logo.png');
    expect(response.status).toBe(200);
    const call = fake.calls[0]!;
    expect(call.url).toBe(`${BASE}/api/organization/save/logo`);
    expect(call.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
    const form = await call.request.clone().formData();
    const logo = form.get('logo');
    expect(logo).toBeInstanceOf(Blob);
    expect((logo as File).name).toBe('logo.png');
    expect(new Uint8Array(await (logo as Blob).arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
});
