import { describe, expect, it } from 'vitest';
import { answerProblem, conversionProblem, displayedQuoteStatus, nextQuoteNumber, quoteConceptProblem, validityProblem } from './rules.js';

describe('quote rules', () => {
  it('numbers the quote series by the invoice rule: Q, one more than the highest, padded', () => {
    expect(nextQuoteNumber(4, [])).toBe('Q0001');
    expect(nextQuoteNumber(4, ['Q0009', 'Q0002', 'Qx', '20260001'])).toBe('Q0010');
  });

  it('shows a sent quote as expired only after its last valid day', () => {
    expect(displayedQuoteStatus('sent', '2026-04-01', '2026-04-01')).toBe('sent');
    expect(displayedQuoteStatus('sent', '2026-04-01', '2026-04-02')).toBe('expired');
    expect(displayedQuoteStatus('accepted', '2026-04-01', '2026-05-01')).toBe('accepted');
    expect(displayedQuoteStatus('concept', '2026-04-01', '2026-05-01')).toBe('concept');
  });

  it('takes an answer only on a sent quote still valid', () => {
    expect(answerProblem('sent', '2026-04-01', '2026-04-01')).toBeNull();
    expect(answerProblem('sent', '2026-04-01', '2026-04-02')).toBe('quotes.expired');
    expect(answerProblem('accepted', '2026-04-01', '2026-03-01')).toBe('quotes.answered');
    expect(answerProblem('declined', '2026-04-01', '2026-03-01')).toBe('quotes.answered');
  });

  it('converts an accepted quote once', () => {
    expect(conversionProblem({ status: 'accepted', invoice_id: null, project_id: null })).toBeNull();
    expect(conversionProblem({ status: 'accepted', invoice_id: null, project_id: 3 })).toBe('quotes.converted');
    expect(conversionProblem({ status: 'invoiced', invoice_id: 4, project_id: null })).toBe('quotes.converted');
    // Its concept invoice deleted since: accepted again, shown so.
    expect(conversionProblem({ status: 'invoiced', invoice_id: null, project_id: null })).toBeNull();
    expect(displayedQuoteStatus('invoiced', '2026-04-01', '2026-05-01', null)).toBe('accepted');
    expect(displayedQuoteStatus('invoiced', '2026-04-01', '2026-05-01', 4)).toBe('invoiced');
    expect(conversionProblem({ status: 'sent', invoice_id: null, project_id: null })).toBe('quotes.not_accepted');
  });

  it('refuses a validity before the date and changes to a quote that left concept', () => {
    expect(validityProblem('2026-03-02', '2026-03-01')).toBe('quotes.valid_until_before_date');
    expect(validityProblem('2026-03-02', '2026-03-02')).toBeNull();
    expect(quoteConceptProblem('concept')).toBeNull();
    expect(quoteConceptProblem('sent')).toBe('quotes.not_concept');
  });
});
