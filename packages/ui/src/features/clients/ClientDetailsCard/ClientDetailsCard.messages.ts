import { defineMessages } from '../../../i18n/messages';

// The shared details' labels (address … chamber of commerce, name) are the business details'
// (patterns/DetailsCard/businessDetails.messages.ts).
export const messages = defineMessages({
  en: {
    title: 'Client details',
    edit: 'Edit client',
    dialogTitle: 'Edit client',
    clientnumber: 'Client number',
    peppolId: 'Peppol ID',
    peppolIdHint: 'Where e-invoices go, as scheme:identifier — e.g. 0106:12345678 (KvK), 0190:… (OIN), 9944:NL123456782B01 (VAT number). Empty: the KvK or VAT number serves.',
    peppolIdInvalid: 'Type a four-digit scheme, a colon and the identifier, e.g. 0106:12345678.',
    clientnumberInvalid: 'A client number is letters and digits, perhaps with dots, dashes, slashes or spaces between them (C-0042).',
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
    peppolId: 'Peppol-ID',
    peppolIdHint: 'Waar e-facturen heen gaan, als schema:nummer — bijv. 0106:12345678 (KvK), 0190:… (OIN), 9944:NL123456782B01 (btw-nummer). Leeg: het KvK- of btw-nummer volstaat.',
    peppolIdInvalid: 'Typ een schema van vier cijfers, een dubbele punt en het nummer, bijv. 0106:12345678.',
    clientnumberInvalid: 'Een klantnummer bestaat uit letters en cijfers, misschien met punten, streepjes, schuine strepen of spaties ertussen (C-0042).',
    color: 'Kleur',
    status: 'Status',
    active: 'Actief',
    inactive: 'Inactief',
    invoiceLanguage: 'Factuurtaal',
    invoiceLanguageHint: 'De afdrukpagina en pdf van de facturen van deze klant — woorden, bedragen en datums — zijn in deze taal.',
  },
});
