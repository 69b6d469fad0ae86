import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Invoices',
    text: 'Invoice text',
    textHint: 'Printed under every invoice, e.g. payment instructions.',
    termOfPayment: 'Term of payment',
    termOfPaymentHint: 'In days. A sent invoice past its term is shown as overdue.',
    prefix: 'Invoice number prefix',
    prefixHint: 'Put before the number of every new invoice, e.g. the year.',
    minLength: 'Minimum invoice number length',
    minLengthHint: 'The number is padded with zeros up to this many digits.',
    required: 'Enter a number.',
    wholeNumber: 'Enter a whole number.',
    range: 'Enter a number from {min} to {max}.',
  },
  nl: {
    title: 'Facturen',
    text: 'Factuurtekst',
    textHint: 'Staat onder elke factuur, bijvoorbeeld betalingsinstructies.',
    termOfPayment: 'Betalingstermijn',
    termOfPaymentHint: 'In dagen. Een verstuurde factuur na de termijn wordt als verlopen getoond.',
    prefix: 'Voorvoegsel factuurnummer',
    prefixHint: 'Komt voor het nummer van elke nieuwe factuur, bijvoorbeeld het jaar.',
    minLength: 'Minimale lengte factuurnummer',
    minLengthHint: 'Het nummer wordt met nullen aangevuld tot zoveel cijfers.',
    required: 'Vul een getal in.',
    wholeNumber: 'Vul een geheel getal in.',
    range: 'Vul een getal van {min} tot en met {max} in.',
  },
});
