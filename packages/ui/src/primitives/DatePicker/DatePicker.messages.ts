import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    openCalendar: 'Choose date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    beforeMinimum: 'Choose {date} or later.',
    afterMaximum: 'Choose {date} or earlier.',
    noSuchDate: '{date} does not exist: check the day and the month.',
  },
  nl: {
    openCalendar: 'Kies een datum',
    previousMonth: 'Vorige maand',
    nextMonth: 'Volgende maand',
    beforeMinimum: 'Kies {date} of later.',
    afterMaximum: 'Kies {date} of eerder.',
    noSuchDate: '{date} bestaat niet: controleer de dag en de maand.',
  },
});
