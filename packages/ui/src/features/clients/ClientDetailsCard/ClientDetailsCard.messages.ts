import { defineMessages } from '../../../i18n/messages';

// The shared details' labels (address … chamber of commerce, name) are the business details'
// (patterns/DetailsCard/businessDetails.messages.ts).
export const messages = defineMessages({
  en: {
    title: 'Client details',
    edit: 'Edit client',
    dialogTitle: 'Edit client',
    clientnumber: 'Client number',
    color: 'Colour',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
    invoiceLanguage: 'Invoice language',
    invoiceLanguageHint: 'The print page and PDF of this client’s invoices — words, amounts and dates — are in this language.',
  },
  nl: {
    title: 'Klantgegevens',
    edit: 'Klant bewerken',
    dialogTitle: 'Klant bewerken',
    clientnumber: 'Klantnummer',
    color: 'Kleur',
    status: 'Status',
    active: 'Actief',
    inactive: 'Inactief',
    invoiceLanguage: 'Factuurtaal',
    invoiceLanguageHint: 'De afdrukpagina en pdf van de facturen van deze klant — woorden, bedragen en datums — zijn in deze taal.',
  },
});
