import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: '{service} for {client}',
    cardTitle: 'Subscription details',
    client: 'Client',
    service: 'Service',
    enddate: 'End date',
    noEndDate: 'No end date',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
  },
  nl: {
    title: '{service} voor {client}',
    cardTitle: 'Abonnementsgegevens',
    client: 'Klant',
    service: 'Dienst',
    enddate: 'Einddatum',
    noEndDate: 'Geen einddatum',
    status: 'Status',
    active: 'Actief',
    inactive: 'Inactief',
  },
});
