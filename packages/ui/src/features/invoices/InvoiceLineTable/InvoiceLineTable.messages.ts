import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    tableLabel: 'Invoice lines',
    serviceColumn: 'Service',
    amountColumn: 'Amount',
    unitPriceColumn: 'Unit price',
    vatColumn: 'VAT %',
    costsColumn: 'Costs',
    actionsColumn: 'Actions',
    editLabel: 'Edit {service}',
    deleteLabel: 'Delete {service}',
    empty: 'No lines yet',
    netTotal: 'Net total',
    vatTotal: 'VAT {rate} %',
    grossTotal: 'Total',
    confirmTitle: 'Delete line?',
    confirmBody: '{service} will be deleted from this invoice.',
    confirmBodyHours:
      '{service} will be deleted from this invoice. Its {entries, plural, one {# time entry returns} other {# time entries return}} to the time sheet, to be invoiced again.',
  },
  nl: {
    tableLabel: 'Factuurregels',
    serviceColumn: 'Dienst',
    amountColumn: 'Aantal',
    unitPriceColumn: 'Stukprijs',
    vatColumn: 'Btw %',
    costsColumn: 'Kosten',
    actionsColumn: 'Acties',
    editLabel: '{service} bewerken',
    deleteLabel: '{service} verwijderen',
    empty: 'Nog geen regels',
    netTotal: 'Totaal excl. btw',
    vatTotal: 'btw {rate}%',
    grossTotal: 'Totaal incl. btw',
    confirmTitle: 'Regel verwijderen?',
    confirmBody: '{service} wordt van deze factuur verwijderd.',
    confirmBodyHours:
      '{service} wordt van deze factuur verwijderd. De {entries, plural, one {# tijdregel gaat} other {# tijdregels gaan}} terug naar de urenstaat en kunnen opnieuw gefactureerd worden.',
  },
});
