import { describe, expect, it } from 'vitest';
import { contactFields } from './rules.js';

describe('contacts', () => {
  it('stores empty details as null and clears details left out', () => {
    expect(contactFields({ name: 'Piet Jansen', email: '', phone: '  ' })).toEqual({ name: 'Piet Jansen', email: null, phone: null });
    expect(contactFields({ name: 'Piet Jansen' })).toEqual({ name: 'Piet Jansen', email: null, phone: null });
    expect(contactFields({ name: 'Piet Jansen', email: 'piet@example.org', phone: '+31 6 1234 5678' })).toEqual({
      name: 'Piet Jansen',
      email: 'piet@example.org',
      phone: '+31 6 1234 5678',
    });
  });
});
