import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Service details',
    edit: 'Edit service',
    dialogTitle: 'Edit service',
    name: 'Name',
    servicenumber: 'Service number',
    description: 'Description',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
  },
  nl: {
    title: 'Dienstgegevens',
    edit: 'Dienst bewerken',
    dialogTitle: 'Dienst bewerken',
    name: 'Naam',
    servicenumber: 'Dienstnummer',
    description: 'Omschrijving',
    status: 'Status',
    active: 'Actief',
    inactive: 'Inactief',
  },
});
