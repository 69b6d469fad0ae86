import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: { title: '{name} · {client}', details: 'Details', activities: 'Activities' },
  nl: { title: '{name} · {client}', details: 'Gegevens', activities: 'Activiteiten' },
});
