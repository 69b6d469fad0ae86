import { describe, expect, it } from 'vitest';
import { isPublicAddress, nextAttemptAfterFailure, RETRY_DELAYS_S, webhookEventOfAudit, webhookPayload, webhookUrlProblem } from './webhooks.js';

describe('webhook events', () => {
  it('are the audited changes the issue names', () => {
    expect(webhookEventOfAudit('time.changed', {})).toBe('time.saved');
    expect(webhookEventOfAudit('time.approved', {})).toBe('week.approved');
    expect(webhookEventOfAudit('invoice.created', {})).toBe('invoice.created');
    expect(webhookEventOfAudit('invoice.status', { from: 'concept', to: 'sent' })).toBe('invoice.sent');
    expect(webhookEventOfAudit('invoice.status', { from: 'sent', to: 'paid' })).toBe('invoice.paid');
    expect(webhookEventOfAudit('invoice.status', { from: 'paid', to: 'concept' })).toBeNull();
    expect(webhookEventOfAudit('invoice.payment_added', {})).toBe('payment.recorded');
    expect(webhookEventOfAudit('client.created', {})).toBe('client.created');
    expect(webhookEventOfAudit('client.details', {})).toBe('client.changed');
    expect(webhookEventOfAudit('client.active', {})).toBe('client.changed');
    expect(webhookEventOfAudit('expense.created', {})).toBe('expense.recorded');
    expect(webhookEventOfAudit('auth.signin', {})).toBeNull();
    expect(webhookEventOfAudit('webhook.created', {})).toBeNull();
  });

  it('carry the subject and the facts set', () => {
    const at = new Date('2026-03-02T09:15:00.000Z');
    expect(webhookPayload({ type: 'invoice.paid', subject: { type: 'invoice', id: 44 }, details: { number: '2026-7', to: 'paid', name: undefined }, at })).toEqual({
      type: 'invoice.paid',
      timestamp: '2026-03-02T09:15:00.000Z',
      data: { object: 'invoice', id: 44, details: { number: '2026-7', to: 'paid' } },
    });
  });
});

describe('the retry schedule', () => {
  it('waits longer after each failure and gives up after about a day', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    expect(nextAttemptAfterFailure(1, now)?.toISOString()).toBe('2026-03-02T00:00:05.000Z');
    expect(nextAttemptAfterFailure(2, now)?.toISOString()).toBe('2026-03-02T00:05:00.000Z');
    expect(nextAttemptAfterFailure(RETRY_DELAYS_S.length, now)).not.toBeNull();
    expect(nextAttemptAfterFailure(RETRY_DELAYS_S.length + 1, now)).toBeNull();
    const total = RETRY_DELAYS_S.reduce((sum, delay) => sum + delay, 0);
    expect(total / 3600).toBeGreaterThan(24);
    expect(total / 3600).toBeLessThan(30);
  });
});

describe('endpoint addresses', () => {
  it('are https, or http only where private addresses are allowed', () => {
    expect(webhookUrlProblem('https://hooks.example.org/x', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.org/x', false)).toBe('webhooks.url_https');
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(webhookUrlProblem('ftp://hooks.example.org/x', true)).toBe('webhooks.url_https');
    expect(webhookUrlProblem('https://user:pass@hooks.example.org/', false)).toBe('webhooks.url_invalid');
    expect(webhookUrlProblem('hooks.example.org', false)).toBe('webhooks.url_invalid');
  });

  it('are public unicast only', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    const refused = ['127.0.0.1', '10.0.0.1', '172.16.3.4', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd12::1', 'ff02::1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::', 'not an address'];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });
});
