import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, newOrganization } from './organizations.js';

describe('newOrganization', () => {
  it('is named after the person signing up, with default settings', () => {
    const org = newOrganization('Anna de Vries', new Date('2026-03-02T09:15:00.000Z'));
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
