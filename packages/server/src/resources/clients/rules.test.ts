import { describe, expect, it } from 'vitest';
import { canDeleteClient, newClientFields, updatedClientFields } from './rules.js';

describe('clients', () => {
  it('starts active, with an empty client number stored as null', () => {
    expect(newClientFields({ name: 'Bakkerij Jansen', clientnumber: '' })).toEqual({ name: 'Bakkerij Jansen', clientnumber: null, active: 1 });
    expect(newClientFields({ name: 'Bakkerij Jansen' })).toEqual({ name: 'Bakkerij Jansen', clientnumber: null, active: 1 });
  });

  it('clears details left out of an edit and never touches active', () => {
    const fields = updatedClientFields({ name: 'Jansen', city: 'Utrecht', email: '', color: '#E91E63FF' });
    expect(fields).toMatchObject({ name: 'Jansen', city: 'Utrecht', email: null, address: null, color: '#E91E63FF' });
    expect(fields).not.toHaveProperty('active');
  });

  it('deletes only inactive clients', () => {
    expect(canDeleteClient({ active: 1 })).toBe(false);
    expect(canDeleteClient({ active: 0 })).toBe(true);
  });
});
