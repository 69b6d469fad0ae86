import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: { loading: 'Loading…' },
  nl: { loading: 'Bezig met laden…' },
});
