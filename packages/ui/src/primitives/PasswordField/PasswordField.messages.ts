import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { show: 'Show password', hide: 'Hide password' },
  nl: { show: 'Wachtwoord tonen', hide: 'Wachtwoord verbergen' },
});
