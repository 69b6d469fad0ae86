import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Payment reminders',
    enabled: 'Send payment reminders',
    enabledHint: 'Each day, sent invoices that are not paid get a reminder by mail, with the PDF, once per step below. It stops when the invoice is paid.',
    days: 'Days after the due date',
    daysHint: 'Up to {max} steps, e.g. 7, 14, 30. The reminder mail is set under Mail templates.',
    required: 'Enter at least one number of days.',
    wholeNumber: 'Enter whole numbers of days, separated by commas.',
    range: 'Enter days from {min} to {max}.',
    twice: 'Each number of days once.',
    tooMany: 'At most {max} reminders.',
  },
  nl: {
    title: 'Betalingsherinneringen',
    enabled: 'Betalingsherinneringen versturen',
    enabledHint: 'Elke dag krijgen verstuurde facturen die niet betaald zijn een herinnering per mail, met de pdf, één keer per stap hieronder. Dat stopt zodra de factuur betaald is.',
    days: 'Dagen na de vervaldatum',
    daysHint: 'Hoogstens {max} stappen, bijvoorbeeld 7, 14, 30. De herinneringsmail stel je in bij E-mailsjablonen.',
    required: 'Vul minstens één aantal dagen in.',
    wholeNumber: 'Vul hele aantallen dagen in, gescheiden door komma’s.',
    range: 'Vul dagen van {min} tot en met {max} in.',
    twice: 'Elk aantal dagen één keer.',
    tooMany: 'Hoogstens {max} herinneringen.',
  },
});
