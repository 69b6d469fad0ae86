import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Clients',
    addClient: 'Add client',
    colorColumn: 'Colour',
    nameColumn: 'Name',
    clientnumberColumn: 'Client number',
    empty: 'No clients found',
    dialogTitle: 'Add client',
    name: 'Name',
    clientnumber: 'Client number',
    confirmTitle: 'Delete client?',
  },
  nl: {
    title: 'Klanten',
    addClient: 'Klant toevoegen',
    colorColumn: 'Kleur',
    nameColumn: 'Naam',
    clientnumberColumn: 'Klantnummer',
    empty: 'Geen klanten gevonden',
    dialogTitle: 'Klant toevoegen',
    name: 'Naam',
    clientnumber: 'Klantnummer',
    confirmTitle: 'Klant verwijderen?',
  },
});
