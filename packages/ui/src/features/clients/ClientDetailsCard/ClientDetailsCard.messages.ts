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
  },
});
