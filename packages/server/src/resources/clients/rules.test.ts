import { describe, expect, it } from 'vitest';
import { clientDeleteProblem, newClientFields, updatedClientFields } from './rules.js';

describe('clients', () => {
  it('starts active, with an empty client number stored as null', () => {
    expect(newClientFields({ name: 'Bakkerij Jansen', clientnumber: '' })).toEqual({ name: 'Bakkerij Jansen', clientnumber: null, active: 1, invoice_language: 'organization', currency: 'organization' });
    expect(newClientFields({ name: 'Bakkerij Jansen', clientnumber: 'C-1', invoice_language: 'en', currency: 'USD' })).toEqual({ name: 'Bakkerij Jansen', clientnumber: 'C-1', active: 1, invoice_language: 'en', currency: 'USD' });
  });

  it('invoices a new client in the language sent, else the organisation’s; an edit without one keeps it', () => {
    expect(newClientFields({ name: 'Bakkerij Jansen', invoice_language: 'nl' }).invoice_language).toBe('nl');
    expect(newClientFields({ name: 'Bakkerij Jansen' }).invoice_language).toBe('organization');
    expect(updatedClientFields({ name: 'Jansen', invoice_language: 'en' }).invoice_language).toBe('en');
    expect('invoice_language' in updatedClientFields({ name: 'Jansen' })).toBe(false);
  });

  it('clears details left out of an edit and never touches active', () => {
    const fields = updatedClientFields({ name: 'Jansen', city: 'Utrecht', email: '', color: '#E91E63FF' });
    expect(fields).toMatchObject({ name: 'Jansen', city: 'Utrecht', email: null, address: null, color: '#E91E63FF' });
    expect(fields).not.toHaveProperty('active');
  });

  it('deletes only inactive clients that no projects or subscriptions refer to', () => {
    expect(clientDeleteProblem({ active: 1 }, false)).toBe('clients.delete_active');
    expect(clientDeleteProblem({ active: 1 }, true)).toBe('clients.delete_active');
    expect(clientDeleteProblem({ active: 0 }, true)).toBe('clients.delete_in_use');
    expect(clientDeleteProblem({ active: 0 }, false)).toBeNull();
  });

  it('keeps a client with invoices, also an inactive one', () => {
    expect(clientDeleteProblem({ active: 1 }, false, true)).toBe('clients.delete_active');
    expect(clientDeleteProblem({ active: 0 }, false, true)).toBe('clients.delete_has_invoices');
    expect(clientDeleteProblem({ active: 0 }, true, true)).toBe('clients.delete_has_invoices');
  });
});
