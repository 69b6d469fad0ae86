import { defineMessages } from '../../../i18n/messages';

// The fields' labels are the business details' (patterns/DetailsCard/businessDetails.messages.ts).
export const messages = defineMessages({
  en: {
    edit: 'Edit details',
    dialogTitle: 'Edit organisation details',
  },
  nl: {
    edit: 'Gegevens bewerken',
    dialogTitle: 'Organisatiegegevens bewerken',
  },
});
