import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'History',
    empty: 'No changes recorded yet',
    by: '{when} by {who}',
    loading: 'Loading the history…',
    failed: 'The history could not be loaded.',
  },
  nl: {
    title: 'Geschiedenis',
    empty: 'Nog geen wijzigingen vastgelegd',
    by: '{when} door {who}',
    loading: 'Geschiedenis laden…',
    failed: 'De geschiedenis kon niet worden geladen.',
  },
});
