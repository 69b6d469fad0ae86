import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Services',
    addService: 'Add service',
    nameColumn: 'Name',
    servicenumberColumn: 'Service number',
    empty: 'No services found',
    dialogTitle: 'Add service',
    name: 'Name',
    servicenumber: 'Service number',
    description: 'Description',
    confirmTitle: 'Delete service?',
  },
  nl: {
    title: 'Diensten',
    addService: 'Dienst toevoegen',
    nameColumn: 'Naam',
    servicenumberColumn: 'Dienstnummer',
    empty: 'Geen diensten gevonden',
    dialogTitle: 'Dienst toevoegen',
    name: 'Naam',
    servicenumber: 'Dienstnummer',
    description: 'Omschrijving',
    confirmTitle: 'Dienst verwijderen?',
  },
});
