import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    caption: 'Hours per day, {period}',
    total: '{time} in total',
    dateColumn: 'Date',
    timeColumn: 'Hours',
    legend: 'Team members',
    empty: 'No time was registered in this period.',
    failed: 'The chart could not be shown; here are the hours per day.',
  },
  nl: {
    caption: 'Uren per dag, {period}',
    total: '{time} in totaal',
    dateColumn: 'Datum',
    timeColumn: 'Uren',
    legend: 'Teamleden',
    empty: 'In deze periode is geen tijd geregistreerd.',
    failed: 'De grafiek kon niet worden getoond; dit zijn de uren per dag.',
  },
});
