import { describe, expect, it } from 'vitest';
import { creditorReference, groupedReference, isCreditorReference } from './paymentReference';

describe('payment reference', () => {
  it('is an ISO 11649 reference made of the invoice number', () => {
    expect(creditorReference('2026-0008')).toBe('RF3620260008');
    expect(isCreditorReference('RF36 2026 0008')).toBe(true);
    expect(isCreditorReference('RF37 2026 0008')).toBe(false);
    // The standard's own example.
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(creditorReference('inv/2026/a-7')).toBe(`RF${creditorReference('INV2026A7')!.slice(2)}`);
    expect(creditorReference('---')).toBeNull();
    expect(creditorReference('1234567890123456789012')).toBeNull();
    expect(groupedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });
});
