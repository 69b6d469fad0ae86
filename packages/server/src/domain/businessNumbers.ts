import { businessNumberProblems, type BusinessNumberProblem, type BusinessNumbers } from '@kwartier/api';
import type { MessageId } from './messages.js';

const MESSAGE: Record<BusinessNumberProblem, MessageId> = {
  iban: 'validation.iban',
  vat_nl: 'validation.vat_nl',
  vat_prefix: 'validation.vat_prefix',
  vat_form: 'validation.vat_form',
  vat_check: 'validation.vat_check',
  kvk_nl: 'validation.kvk_nl',
  registration: 'validation.registration',
  peppol_scheme: 'validation.peppol_scheme',
  peppol_id: 'validation.peppol_id',
};

/**
 * The 422 errors of an organisation's or client's IBAN, VAT, KvK numbers and Peppol ID, by field (empty when
 * they pass). The rules are @kwartier/api's `businessNumberProblems`, the same the screens check.
 */
export function businessNumberErrors(details: BusinessNumbers): Record<string, MessageId> {
  return Object.fromEntries(Object.entries(businessNumberProblems(details)).map(([field, problem]) => [field, MESSAGE[problem]]));
}
