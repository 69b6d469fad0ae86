import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config.js';
import { defaultContract } from './contract.js';

describe('the contract as the server reads it', () => {
  const contract = defaultContract();

  it('compiles the parameter and body validators of every operation (a server compiles each on its first call)', () => {
    expect(() => contract.compileAll()).not.toThrow();
  });

  it('is the document the YAML 1.2 parser the tests use reads', () => {
    expect(contract.document).toEqual(parse(readFileSync(loadConfig().openapiFile, 'utf8')));
  });

  it('knows the multipart logo upload and its size limit', () => {
    const found = contract.match('POST', '/api/organization/save/logo');
    if (found.kind !== 'operation') throw new Error('no logo upload');
    expect(found.operation.body?.mediaType).toBe('multipart');
    expect(found.operation.body?.files).toEqual(new Map([['logo', 2 * 1024 * 1024]]));
    expect(found.operation.body?.validate({})).toBe(false);
    expect(found.operation.body?.validate({ logo: 'logo.png' })).toBe(true);
  });

  it('tells pages that are also calls (x-page) from plain calls', () => {
    expect(contract.isAlsoPage('/invitation/abc')).toBe(true);
    expect(contract.servesGet('/invitation/abc')).toBe(true);
    expect(contract.isAlsoPage('/logout')).toBe(false);
    expect(contract.isAlsoPage('/logo/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b')).toBe(false);
    expect(contract.isAlsoPage('/login')).toBe(false);
  });

  it('declares the 413 of the JSON body limit on every operation with a JSON body', () => {
    const responses = contract.document.paths as Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> }; responses?: Record<string, { $ref?: string }> }>>;
    const withJson = contract.operations().filter((operation) => operation.body?.mediaType === 'json');
    expect(withJson.length).toBeGreaterThan(40);
    for (const operation of withJson) {
      const declared = responses[operation.template][operation.method].responses?.['413'];
      expect(declared?.$ref, `${operation.method.toUpperCase()} ${operation.template}`).toBe('#/components/responses/PayloadTooLarge');
    }
    const uploads = contract.operations().filter((operation) => operation.body?.mediaType === 'multipart');
    expect(uploads.find((operation) => operation.template === '/api/organization/save/logo')?.responses.has('413')).toBe(false);
    // The time import declares a 413 of its own for a file over its `x-max-bytes` (validation.ts answers it).
    expect(uploads.find((operation) => operation.template === '/api/imports')?.responses.has('413')).toBe(true);
  });

  it('declares the 422 of every operation with a query or header parameter the validator checks', () => {
    // validation.ts answers 422 (ValidationError) for a query or header value its schema refuses:
    // an unknown `kind`, an over-long `v`, an `X-Requested-With` other than the app's (a call with
    // an access token is not refused for the header's absence, so it reaches the validator).
    const checked = contract.operations().filter((operation) => operation.query || operation.headers);
    expect(checked.length).toBeGreaterThan(100);
    const undeclared = checked.filter((operation) => !operation.responses.has('422')).map((operation) => `${operation.method.toUpperCase()} ${operation.template}`);
    expect(undeclared).toEqual([]);
    const responses = contract.document.paths as Record<string, Record<string, { responses?: Record<string, { $ref?: string }> }>>;
    for (const [template, method] of [['/api/invoices/{id}/mails/draft', 'get'], ['/logo/{uuid}', 'get']]) {
      expect(responses[template][method].responses?.['422']?.$ref).toBe('#/components/responses/Unprocessable');
    }
  });
});
