import { describe, expect, it } from 'vitest';
import { newServiceFields, serviceDeleteProblem, serviceFields } from './rules.js';

describe('services', () => {
  it('start active, with empty details stored as null', () => {
    expect(newServiceFields({ name: 'Hosting', servicenumber: '', description: '<p></p>' })).toEqual({ name: 'Hosting', servicenumber: null, description: null, active: 1 });
    expect(newServiceFields({ name: 'Hosting' })).toEqual({ name: 'Hosting', servicenumber: null, description: null, active: 1 });
  });

  it('keep the allowed formatting of a description and drop scripts and event handlers', () => {
    const fields = serviceFields({
      name: 'Hosting',
      servicenumber: 'S-010',
      description: '<p onclick="steal()">Managed <strong>hosting</strong> <a href="https://example.org" target="_blank">info</a></p><script>alert(1)</script>',
    });
    expect(fields).toEqual({ name: 'Hosting', servicenumber: 'S-010', description: '<p>Managed <strong>hosting</strong> <a href="https://example.org">info</a></p>' });
    expect(fields).not.toHaveProperty('active');
  });

  it('are deleted only while inactive and without subscriptions', () => {
    expect(serviceDeleteProblem({ active: 1 }, false)).toBe('services.delete_active');
    expect(serviceDeleteProblem({ active: 1 }, true)).toBe('services.delete_active');
    expect(serviceDeleteProblem({ active: 0 }, true)).toBe('services.delete_in_use');
    expect(serviceDeleteProblem({ active: 0 }, false)).toBeNull();
  });
});
