import { defineMessages } from '../../../i18n/messages';

// The print page's own words; what the PDF prints too (labels, columns, totals) is `invoiceLabels`
// in @kwartier/api.

export const messages = defineMessages({
  en: {
    print: 'Print',
    sheetLabel: 'Invoice {number}',
    creditSheetLabel: 'Credit invoice {number}',
    creditNote: 'This credit invoice cancels (part of) an earlier invoice: its amounts are negative.',
    clientTitle: 'Invoice to',
    attention: 'Attn. {name}',
  },
  nl: {
    print: 'Afdrukken',
    sheetLabel: 'Factuur {number}',
    creditSheetLabel: 'Creditfactuur {number}',
    creditNote: 'Deze creditfactuur heft (een deel van) een eerdere factuur op: de bedragen zijn negatief.',
    clientTitle: 'Factuur aan',
    attention: 'T.a.v. {name}',
  },
});
