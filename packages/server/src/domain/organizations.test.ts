import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, newOrganization, organizationDetailsFields, organizationSettingsFields } from './organizations.js';

describe('newOrganization', () => {
  it('takes the name and language given at sign-up', () => {
    expect(newOrganization({ name: 'Studio Noord', locale: 'nl' }, new Date())).toMatchObject({ name: 'Studio Noord', locale: 'nl' });
  });

  it('has default settings, English when no language is given', () => {
    const org = newOrganization({ name: 'Anna de Vries' }, new Date('2026-03-02T09:15:00.000Z'));
    expect(org).toMatchObject({
      name: 'Anna de Vries',
      firstdayoftheweek: 1,
      locale: 'en',
      invoice_termofpayment: 30,
      invoicenumber_min_length: 4,
      created_at: '2026-03-02T09:15:00.000Z',
    });
    expect(org.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('uses colours with alpha, the only form the contract accepts', () => {
    for (const colour of Object.values(DEFAULT_COLORS)) expect(colour).toMatch(/^#[0-9a-fA-F]{8}$/);
  });
});

describe('organizationDetailsFields', () => {
  it('clears details left out and stores empty ones as null', () => {
    expect(organizationDetailsFields({ name: 'Studio Noord', city: 'Groningen', email: '', iban: null })).toEqual({
      name: 'Studio Noord',
      address: null,
      zipcode: null,
      city: 'Groningen',
      country: null,
      email: null,
      website: null,
      phone: null,
      iban: null,
      vat: null,
      chamberofcommerce: null,
    });
  });
});

describe('organizationSettingsFields', () => {
  it('changes only the group that was sent', () => {
    expect(organizationSettingsFields({ locale: 'nl', firstdayoftheweek: 0 })).toEqual({ locale: 'nl', firstdayoftheweek: 0 });
    expect(organizationSettingsFields({ primary_color: '#112233FF', secondary_color: '#445566FF', accent_color: '#778899FF' })).toEqual({
      primary_color: '#112233FF',
      secondary_color: '#445566FF',
      accent_color: '#778899FF',
    });
    expect(organizationSettingsFields({ invoice_text: '', invoice_termofpayment: 14, invoice_prefix: ' 2026 ', invoicenumber_min_length: 5 })).toEqual({
      invoice_text: null,
      invoice_termofpayment: 14,
      invoice_prefix: '2026',
      invoicenumber_min_length: 5,
    });
  });
});
