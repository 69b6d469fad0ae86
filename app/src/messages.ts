import { defineMessages } from '@kwartier/ui';

/** The app's own words: navigation labels and the confirmations it shows after a call. */
export const messages = defineMessages({
  en: {
    dashboard: 'Dashboard',
    clients: 'Clients',
    clientSaved: 'Client saved',
    clientDeleted: 'Client deleted',
    clientStatusSaved: 'Client status saved',
    dashboardComing: 'Where your hours went will be shown here.',
  },
  nl: {
    dashboard: 'Dashboard',
    clients: 'Klanten',
    clientSaved: 'Klant opgeslagen',
    clientDeleted: 'Klant verwijderd',
    clientStatusSaved: 'Status van de klant opgeslagen',
    dashboardComing: 'Hier zie je straks waar je uren naartoe gingen.',
  },
});
