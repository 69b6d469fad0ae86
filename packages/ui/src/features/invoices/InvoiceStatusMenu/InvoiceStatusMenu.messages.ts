import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    statusLabel: 'Status: {status}',
    statusOfInvoice: 'Status of invoice {number}: {status}',
    sentTitle: 'Mark invoice {number} as sent?',
    sentBody:
      'A sent invoice is locked: its details and lines, and the hours billed on it, can no longer be changed or deleted. A mistake is then corrected with a credit invoice.',
    sentConfirm: 'Mark as sent',
    sentTitleUnnamed: 'Mark invoice as sent?',
    paidTitleUnnamed: 'Mark invoice as paid',
    paidTitle: 'Mark invoice {number} as paid',
    paidOn: 'Payment date',
    paidOnDescription: 'The day the payment came in; not before the invoice date.',
    paidLocksConcept: 'The invoice is locked like a sent one: its details and lines, and the hours billed on it, can no longer be changed.',
    paidConfirm: 'Mark as paid',
  },
  nl: {
    statusLabel: 'Status: {status}',
    statusOfInvoice: 'Status van factuur {number}: {status}',
    sentTitle: 'Factuur {number} als verzonden markeren?',
    sentBody:
      'Een verzonden factuur ligt vast: haar gegevens en regels, en de uren die erop staan, kunnen niet meer worden gewijzigd of verwijderd. Een vergissing corrigeer je daarna met een creditfactuur.',
    sentConfirm: 'Als verzonden markeren',
    sentTitleUnnamed: 'Factuur als verzonden markeren?',
    paidTitleUnnamed: 'Factuur als betaald markeren',
    paidTitle: 'Factuur {number} als betaald markeren',
    paidOn: 'Betaaldatum',
    paidOnDescription: 'De dag waarop de betaling binnenkwam; niet vóór de factuurdatum.',
    paidLocksConcept: 'De factuur komt vast te liggen zoals een verzonden factuur: haar gegevens en regels, en de uren die erop staan, kunnen niet meer worden gewijzigd.',
    paidConfirm: 'Als betaald markeren',
  },
});
