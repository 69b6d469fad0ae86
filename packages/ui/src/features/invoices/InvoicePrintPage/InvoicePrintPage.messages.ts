import { defineMessages } from '../../../i18n/messages';

// The print page's own words; what the PDF prints too (labels, columns, totals) is `invoiceLabels`
// in @kwartier/api.

export const messages = defineMessages({
  en: {
    print: 'Print',
    downloadPdf: 'Download PDF',
    paidOn: 'Paid on {date}',
    outstanding: '{amount} still to pay, due {date}',
    sheetLabel: 'Invoice {number}',
    creditSheetLabel: 'Credit invoice {number}',
    creditNote: 'This credit invoice cancels (part of) an earlier invoice: its amounts are negative.',
    clientTitle: 'Invoice to',
    attention: 'Attn. {name}',
  },
  nl: {
    print: 'Afdrukken',
    downloadPdf: 'PDF downloaden',
    paidOn: 'Betaald op {date}',
    outstanding: 'Nog te betalen: {amount}, uiterlijk {date}',
    sheetLabel: 'Factuur {number}',
    creditSheetLabel: 'Creditfactuur {number}',
    creditNote: 'Deze creditfactuur heft (een deel van) een eerdere factuur op: de bedragen zijn negatief.',
    clientTitle: 'Factuur aan',
    attention: 'T.a.v. {name}',
  },
});
