import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Notes',
    table: 'Notes of {period}',
    empty: 'No notes in this period. A note is added to a day of the time sheet with Shift+Enter.',
    truncated: 'The first 500 notes are shown. Choose a shorter period to see the rest.',
    export: 'Export notes CSV',
    nonBillable: 'non-billable',
  },
  nl: {
    title: 'Notities',
    table: 'Notities van {period}',
    empty: 'Geen notities in deze periode. Een notitie voeg je toe aan een dag van de urenstaat met Shift+Enter.',
    truncated: 'De eerste 500 notities staan hier. Kies een kortere periode om de rest te zien.',
    export: 'Notities als CSV exporteren',
    nonBillable: 'niet declarabel',
  },
});
