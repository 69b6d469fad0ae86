import { businessNumberProblems, type BusinessNumberProblem, type BusinessNumbers } from '@kwartier/api';
import type { MessageId } from './messages.js';

const MESSAGE: Record<BusinessNumberProblem, MessageId> = {
  iban: 'validation.iban',
  vat_nl: 'validation.vat_nl',
  kvk_nl: 'validation.kvk_nl',
};

/**
 * The 422 errors of an organisation's or client's IBAN, VAT and KvK numbers, by field (empty when
 * they pass). The rules are @kwartier/api's `businessNumberProblems`, the same the screens check.
 */
export function businessNumberErrors(details: BusinessNumbers): Record<string, MessageId> {
  return Object.fromEntries(Object.entries(businessNumberProblems(details)).map(([field, problem]) => [field, MESSAGE[problem]]));
}
