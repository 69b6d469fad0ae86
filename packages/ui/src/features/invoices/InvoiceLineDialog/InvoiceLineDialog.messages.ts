import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    addTitle: 'Add line',
    editTitle: 'Edit line',
    service: 'Service',
    amount: 'Amount',
    unitPrice: 'Unit price',
    vat: 'VAT %',
    decimalDescription: 'For example {example}',
    required: 'Fill this in.',
    amountInvalid: 'Type a number with at most two decimals, for example {example}.',
    vatInvalid: 'Type a percentage from 0 to 100 with at most two decimals, for example {example}.',
  },
  nl: {
    addTitle: 'Regel toevoegen',
    editTitle: 'Regel bewerken',
    service: 'Dienst',
    amount: 'Aantal',
    unitPrice: 'Stukprijs',
    vat: 'Btw %',
    decimalDescription: 'Bijvoorbeeld {example}',
    required: 'Vul dit in.',
    amountInvalid: 'Typ een getal met hoogstens twee decimalen, bijvoorbeeld {example}.',
    vatInvalid: 'Typ een percentage van 0 tot 100 met hoogstens twee decimalen, bijvoorbeeld {example}.',
  },
});
