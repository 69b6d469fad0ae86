import { describe, expect, it } from 'vitest';
import { cleanDomains, domainOf, isDomainName, issuerUrl, nameFromClaims, passwordRefusedBySso, safeReturnPath } from './singleSignOn.js';

describe('single sign-on rules', () => {
  it('takes an https issuer, or plain http only on this machine when allowed, without credentials, query or fragment', () => {
    expect(issuerUrl(' https://id.example.org/realms/acme ', false)?.href).toBe('https://id.example.org/realms/acme');
    expect(issuerUrl('http://127.0.0.1:4000', true)?.href).toBe('http://127.0.0.1:4000/');
    expect(issuerUrl('http://localhost:4000', true)).toBeDefined();
    // Loopback over http only when the server allows it (SSO_LOOPBACK_ISSUERS).
    expect(issuerUrl('http://127.0.0.1:4000', false)).toBeUndefined();
    expect(issuerUrl('http://id.example.org', true)).toBeUndefined();
    expect(issuerUrl('https://user:pass@id.example.org', false)).toBeUndefined();
    expect(issuerUrl('https://id.example.org/?tenant=1', false)).toBeUndefined();
    expect(issuerUrl('ftp://id.example.org', true)).toBeUndefined();
    expect(issuerUrl('not a url', true)).toBeUndefined();
  });

  it('cleans the domains an admin typed and knows a domain name', () => {
    expect(cleanDomains([' @Example.ORG ', 'example.org', '', 'b.example.org'])).toEqual(['b.example.org', 'example.org']);
    expect(isDomainName('example.org')).toBe(true);
    expect(isDomainName('mail.example-1.co.uk')).toBe(true);
    expect(isDomainName('localhost')).toBe(false);
    expect(isDomainName('-bad.example')).toBe(false);
    expect(isDomainName('a b.example')).toBe(false);
    expect(domainOf('Anna@Example.org')).toBe('example.org');
    expect(domainOf('no-at-sign')).toBeUndefined();
    expect(domainOf('trailing@')).toBeUndefined();
  });

  it('leads only to a path of the app after signing in', () => {
    expect(safeReturnPath('/invoices?status=sent')).toBe('/invoices?status=sent');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/api/user')).toBe('/');
    expect(safeReturnPath('/x\r\nSet-Cookie: a=b')).toBe('/');
  });

  it("refuses a password only to members of an organisation that requires single sign-on, never to admins", () => {
    expect(passwordRefusedBySso({ admin: 0 }, { required: 1 })).toBe(true);
    expect(passwordRefusedBySso({ admin: 1 }, { required: 1 })).toBe(false);
    expect(passwordRefusedBySso({ admin: 0 }, { required: 0 })).toBe(false);
    expect(passwordRefusedBySso({ admin: 0 }, undefined)).toBe(false);
  });

  it("names a person joining by the provider's claims, else by the address", () => {
    expect(nameFromClaims({ name: ' Nina Nieuw ' }, 'nina@example.org')).toBe('Nina Nieuw');
    expect(nameFromClaims({ given_name: 'Nina', family_name: 'Nieuw' }, 'nina@example.org')).toBe('Nina Nieuw');
    expect(nameFromClaims({ name: 42 }, 'nina.nieuw@example.org')).toBe('nina.nieuw');
  });
});
