import { describe, expect, it } from 'vitest';
import {
  invoicePeriod,
  newSubscriptionFields,
  periodDue,
  periodEnd,
  periodLabel,
  periodStart,
  recurringLineService,
  recurringProblems,
  subscriptionChanges,
  subscriptionDeleteProblem,
  subscriptionReferenceProblems,
} from './rules.js';

describe('subscriptions', () => {
  it('start active, open-ended, monthly at 21 % and without a price unless told otherwise, on today unless a start date is given', () => {
    const defaults = { enddate: null, active: 1, price_cents: null, period: 'month', startdate: '2026-11-27', vat: 2100, vat_category: null };
    expect(newSubscriptionFields({ client_id: 7, service_id: 5 }, '2026-11-27')).toEqual({ client_id: 7, service_id: 5, ...defaults });
    expect(newSubscriptionFields({ client_id: 7, service_id: 5, enddate: null }, '2026-11-27')).toEqual({ client_id: 7, service_id: 5, ...defaults });
    expect(newSubscriptionFields({ client_id: 7, service_id: 5, enddate: '2026-12-31' }, '2026-11-27')).toMatchObject({ enddate: '2026-12-31' });
    expect(
      newSubscriptionFields({ client_id: 7, service_id: 5, price: '25.5', period: 'quarter', startdate: '2026-10-01', vat: '0', vat_category: 'E' }, '2026-11-27'),
    ).toMatchObject({ price_cents: 2550, period: 'quarter', startdate: '2026-10-01', vat: 0, vat_category: 'E' });
  });

  it('change only the fields sent; a null price stops the invoicing', () => {
    expect(subscriptionChanges({})).toEqual({});
    expect(subscriptionChanges({ price: '1250', period: 'year', vat: '9' })).toEqual({ price_cents: 125000, period: 'year', vat: 900 });
    expect(subscriptionChanges({ price: null, enddate: null, vat_category: null })).toEqual({ price_cents: null, enddate: null, vat_category: null });
  });

  it('refuse a 0 % category at another rate and an end before the start', () => {
    expect(recurringProblems({ vat: 2100, vat_category: 'S', startdate: '2026-01-01', enddate: null })).toEqual({});
    expect(recurringProblems({ vat: 0, vat_category: 'AE', startdate: '2026-01-01', enddate: '2026-01-01' })).toEqual({});
    expect(recurringProblems({ vat: 900, vat_category: 'Z', startdate: '2026-02-01', enddate: '2026-01-31' })).toEqual({
      vat_category: 'invoices.vat_category_zero_rate',
      enddate: 'projects.enddate_before_startdate',
    });
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

describe('periods', () => {
  it('follow the calendar: month, quarter, year from their first day', () => {
    expect(periodStart('2026-11-17', 'month')).toBe('2026-11-01');
    expect(periodStart('2026-11-17', 'quarter')).toBe('2026-10-01');
    expect(periodStart('2026-03-31', 'quarter')).toBe('2026-01-01');
    expect(periodStart('2026-04-01', 'quarter')).toBe('2026-04-01');
    expect(periodStart('2026-11-17', 'year')).toBe('2026-01-01');
    expect(periodEnd('2026-02-01', 'month')).toBe('2026-02-28');
    expect(periodEnd('2028-02-01', 'month')).toBe('2028-02-29');
    expect(periodEnd('2026-10-01', 'quarter')).toBe('2026-12-31');
    expect(periodEnd('2026-01-01', 'year')).toBe('2026-12-31');
  });

  it('are named in the invoice language', () => {
    expect(periodLabel('2026-11-01', 'month', 'en')).toBe('November 2026');
    expect(periodLabel('2026-11-01', 'month', 'nl')).toBe('november 2026');
    expect(periodLabel('2026-10-01', 'quarter', 'en')).toBe('Q4 2026');
    expect(periodLabel('2026-10-01', 'quarter', 'nl')).toBe('4e kwartaal 2026');
    expect(periodLabel('2026-01-01', 'year', 'nl')).toBe('2026');
    expect(recurringLineService('Hosting', 'Q4 2026')).toBe('Hosting — Q4 2026');
    expect(invoicePeriod(['November 2026', 'November 2026', 'Q4 2026'])).toBe('November 2026, Q4 2026');
  });

  it('are due for an active, priced subscription that started on or before the first day and has not ended before it', () => {
    const subscription = { active: 1 as const, price_cents: 2500, startdate: '2026-11-01', enddate: null };
    expect(periodDue(subscription, '2026-11-01')).toBe(true);
    expect(periodDue({ ...subscription, startdate: '2026-11-02' }, '2026-11-01')).toBe(false);
    expect(periodDue({ ...subscription, enddate: '2026-11-01' }, '2026-11-01')).toBe(true);
    expect(periodDue({ ...subscription, enddate: '2026-10-31' }, '2026-11-01')).toBe(false);
    expect(periodDue({ ...subscription, active: 0 }, '2026-11-01')).toBe(false);
    expect(periodDue({ ...subscription, price_cents: null }, '2026-11-01')).toBe(false);
    expect(periodDue({ ...subscription, price_cents: 0 }, '2026-11-01')).toBe(true);
  });
});
