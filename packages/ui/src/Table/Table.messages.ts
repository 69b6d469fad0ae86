import { defineMessages } from '../i18n/messages';

export const messages = defineMessages({
  en: { empty: 'No data available', loading: 'Loading…' },
  nl: { empty: 'Geen gegevens beschikbaar', loading: 'Bezig met laden…' },
});
