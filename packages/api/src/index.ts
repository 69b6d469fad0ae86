/**
 * @kwartier/api — typed client for the Kwartier HTTP contract (`openapi.yaml`).
 *
 * Every type comes from openapi-typescript (`pnpm --filter @kwartier/api generate` writes
 * `schema.d.ts`): `paths`, `components`, `operations`, and — with `--root-types` — one alias per
 * component schema, so consumers write `import type { Client } from '@kwartier/api'`. Nothing
 * here restates the contract.
 */
export type * from './schema';
export { schemaBounds } from './constraints.gen';
export {
  businessNumberProblems,
  formatIban,
  isNetherlands,
  isValidIban,
  normalizedBusinessNumbers,
  peppolIdProblem,
  vatProblem,
  type BusinessNumberField,
  type BusinessNumberProblem,
  type BusinessNumbers,
} from './businessNumbers';
export { formatDateRange, invoiceCatalogues, invoiceDateFormats, invoiceLabel, type InvoiceCatalogue, type InvoiceLabel } from './invoiceLabels';
export { WRITE_METHODS } from './methods';
export { contractLimits, contractRetry, htmlAllowList, schemaDefaults, schemaEnums } from './values.gen';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { resendsKeyedChange, retryAfterOf } from './retryPolicy';
export type { PageAnswer } from './pageAnswer';
export { isValidationError, downloadInvoicePdf, downloadInvoiceUbl, downloadMyData, uploadLogo, uploadTimeImport, uploadExpenseReceipt, uploadBankStatement, saveBlobAs, DownloadError } from './helpers';
export {
  currencyDecimals,
  decimalText,
  displayDecimal,
  displayMoney,
  divideRounded,
  divideRoundedIn,
  fitsCurrency,
  formatMoney,
  formatNumber,
  hundredthsBig,
  hundredthsOf,
  intlLocale,
  isCurrencyCode,
  numberFormatter,
  numberSeparators,
  parseMoney,
  roundHalfAwayFromZero,
} from './money';
export { creditorReference, groupedReference, isCreditorReference, referenceBody } from './paymentReference';
export { cellKey, decimalHoursText, formatDuration, parseDuration, type DurationStyle } from './duration';
