import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Note',
    cell: '{line}, {day}',
    label: 'What was done',
    description: 'Shown on invoice lines added per day or per entry. Clearing the hours of this day removes its note.',
    needsHours: 'A note needs hours on the day. Enter the hours first.',
    readOnly: 'This note can no longer change: {reason}',
    save: 'Save note',
  },
  nl: {
    title: 'Notitie',
    cell: '{line}, {day}',
    label: 'Wat er is gedaan',
    description: 'Staat op factuurregels die per dag of per registratie zijn toegevoegd. Als je de uren van deze dag wist, verdwijnt ook de notitie.',
    needsHours: 'Een notitie hoort bij uren op die dag. Vul eerst de uren in.',
    readOnly: 'Deze notitie kan niet meer veranderen: {reason}',
    save: 'Notitie opslaan',
  },
});
