import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Project details',
    edit: 'Edit project details',
    dialogTitle: 'Edit project',
    name: 'Name',
    projectnumber: 'Project number',
    client: 'Client',
    startdate: 'Start date',
    enddate: 'End date',
    description: 'Description',
    status: 'Status',
    active: 'Active',
    inactive: 'Inactive',
  },
  nl: {
    title: 'Projectgegevens',
    edit: 'Projectgegevens bewerken',
    dialogTitle: 'Project bewerken',
    name: 'Naam',
    projectnumber: 'Projectnummer',
    client: 'Klant',
    startdate: 'Startdatum',
    enddate: 'Einddatum',
    description: 'Omschrijving',
    status: 'Status',
    active: 'Actief',
    inactive: 'Inactief',
  },
});
