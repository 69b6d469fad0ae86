import { describe, expect, it } from 'vitest';
import { Contract } from './contract.js';
import { errorsMapFromAjv } from './errors.js';

// A small contract of its own, so these tests do not move when openapi.yaml grows.
const contract = new Contract({
  openapi: '3.1.0',
  paths: {
    '/things': {
      post: {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
        },
        responses: { '201': { description: 'ok' } },
      },
    },
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: { responses: { '200': { description: 'ok' } } },
    },
    '/things/special': { get: { responses: { '200': { description: 'ok' } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['name', 'password_confirmation'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 5 },
          email: { anyOf: [{ type: 'string', format: 'email' }, { type: 'string', maxLength: 0 }, { type: 'null' }] },
          count: { type: 'integer', minimum: 0 },
          kind: { type: 'string', enum: ['a', 'b'] },
          note: { type: ['string', 'null'] },
          lines: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number' } } } },
          password_confirmation: { type: 'string' },
        },
      },
    },
  },
});

function errorsFor(body: unknown, locale: 'en' | 'nl' = 'en') {
  const found = contract.match('POST', '/things');
  if (found.kind !== 'operation') throw new Error('no operation');
  const validate = found.operation.body!.validate;
  expect(validate(body)).toBe(false);
  return errorsMapFromAjv(validate.errors!, locale);
}

describe('errorsMapFromAjv', () => {
  it('names the missing property for required errors', () => {
    expect(errorsFor({})).toEqual({
      name: ['The name field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
  });

  it('reads types, lengths, bounds and enums as sentences', () => {
    expect(errorsFor({ name: 'toolong', password_confirmation: 'x', count: -1, kind: 'c', note: 5 })).toEqual({
      name: ['The name field must not be greater than 5 characters.'],
      count: ['The count field must be at least 0.'],
      kind: ['The selected kind is invalid.'],
      note: ['The note field must be a string.'],
    });
    expect(errorsFor({ name: '', password_confirmation: 'x' })).toEqual({ name: ['The name field is required.'] });
  });

  it('gives one sentence for an alternative (anyOf) that failed', () => {
    expect(errorsFor({ name: 'a', password_confirmation: 'x', email: 'nope' })).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    expect(errorsFor({ name: 'a', password_confirmation: 'x', email: 12 })).toEqual({ email: ['The email field must be a string.'] });
  });

  it('names nested fields with dots', () => {
    expect(errorsFor({ name: 'a', password_confirmation: 'x', lines: [{ amount: 1 }, { amount: 'x' }] })).toEqual({
      'lines.1.amount': ['The amount field must be a number.'],
    });
  });

  it('speaks Dutch', () => {
    expect(errorsFor({ password_confirmation: 'x' }, 'nl')).toEqual({ name: ['Het veld naam is verplicht.'] });
  });
});

describe('Contract.match', () => {
  it('prefers a literal segment over a parameter and coerces path parameters', () => {
    const special = contract.match('GET', '/things/special');
    expect(special.kind === 'operation' && special.operation.template).toBe('/things/special');
    const one = contract.match('GET', '/things/7');
    expect(one.kind === 'operation' && one.params).toEqual({ id: '7' });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(contract.match('DELETE', '/things')).toEqual({ kind: 'method-not-allowed', allowed: ['POST'] });
    expect(contract.match('GET', '/nothing')).toEqual({ kind: 'none' });
  });
});
