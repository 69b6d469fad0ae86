export { I18nProvider, useIntl, useLocale, type I18nProviderProps } from './I18nProvider';
export { useMessages, type MessageValues, type Translate } from './useMessages';
export {
  LOCALES,
  DEFAULT_LOCALE,
  defineMessages,
  missingMessageKeys,
  toLocale,
  type Locale,
  type ComponentMessages,
} from './messages';
export {
  formatDate,
  isDateFormat,
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  type DateFormat,
} from './formatDate';
