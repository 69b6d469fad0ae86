import { describe, expect, it } from 'vitest';
import { newSubscriptionFields, subscriptionDeleteProblem, subscriptionReferenceProblems } from './rules.js';

describe('subscriptions', () => {
  it('start active and open-ended unless an end date is given', () => {
    expect(newSubscriptionFields({ client_id: 7, service_id: 5 })).toEqual({ client_id: 7, service_id: 5, enddate: null, active: 1 });
    expect(newSubscriptionFields({ client_id: 7, service_id: 5, enddate: null })).toEqual({ client_id: 7, service_id: 5, enddate: null, active: 1 });
    expect(newSubscriptionFields({ client_id: 7, service_id: 5, enddate: '2026-12-31' })).toMatchObject({ enddate: '2026-12-31' });
  });

  it('need an active client and a service of the organisation', () => {
    expect(subscriptionReferenceProblems({ active: 1 }, {})).toEqual({});
    expect(subscriptionReferenceProblems({ active: 0 }, {})).toEqual({ client_id: 'subscriptions.client_inactive' });
    expect(subscriptionReferenceProblems(undefined, {})).toEqual({ client_id: 'validation.in' });
    expect(subscriptionReferenceProblems({ active: 1 }, undefined)).toEqual({ service_id: 'validation.in' });
    expect(subscriptionReferenceProblems(undefined, undefined)).toEqual({ client_id: 'validation.in', service_id: 'validation.in' });
  });

  it('are deleted only while inactive', () => {
    expect(subscriptionDeleteProblem({ active: 1 })).toBe('subscriptions.delete_active');
    expect(subscriptionDeleteProblem({ active: 0 })).toBeNull();
  });
});
