// Numbers for people (`'1,234.5'` / `'1.234,5'`), the Intl locale of each interface language and
// its separators live once, in @kwartier/api (`money.ts`), shared with the server.
export { formatNumber, intlLocale, numberFormatter, numberSeparators } from '@kwartier/api';
