import { defineMessages } from '../../i18n/messages';

/** Column titles of the dashboard's rows, shared by the table and its CSV export. */
export const columnMessages = defineMessages({
  en: {
    project: 'Project',
    activity: 'Activity',
    user: 'Team member',
    time: 'Time',
    hours: 'Hours',
    billable: 'Billable',
    billableHours: 'Billable hours',
    revenue: 'Revenue',
    date: 'Date',
    note: 'Note',
    yes: 'yes',
    no: 'no',
  },
  nl: {
    project: 'Project',
    activity: 'Activiteit',
    user: 'Teamlid',
    time: 'Tijd',
    hours: 'Uren',
    billable: 'Declarabel',
    billableHours: 'Declarabele uren',
    revenue: 'Omzet',
    date: 'Datum',
    note: 'Notitie',
    yes: 'ja',
    no: 'nee',
  },
});

export type ColumnMessageKey = keyof (typeof columnMessages)['en'];
