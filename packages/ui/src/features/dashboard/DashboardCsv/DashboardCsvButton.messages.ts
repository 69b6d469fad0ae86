import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: { export: 'Export CSV' },
  nl: { export: 'CSV exporteren' },
});
