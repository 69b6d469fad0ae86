import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Get started',
    intro: 'A few steps and your organisation is ready to track time.',
    addClient: 'Add a client',
    addClientHint: 'Who you work for.',
    addProject: 'Add a project',
    addProjectHint: 'With an activity and the team members who work on it.',
    typeHours: 'Type your hours',
    typeHoursHint: 'In the week grid, per activity and day.',
    askAdmin: 'Ask your admin to add a project',
    askAdminHint: 'And to put you on one of its activities: then you can type your hours.',
    done: 'Done',
    toDo: 'To do',
  },
  nl: {
    title: 'Aan de slag',
    intro: 'Een paar stappen en je organisatie is klaar om tijd bij te houden.',
    addClient: 'Voeg een klant toe',
    addClientHint: 'Voor wie je werkt.',
    addProject: 'Voeg een project toe',
    addProjectHint: 'Met een activiteit en de teamleden die eraan werken.',
    typeHours: 'Vul je uren in',
    typeHoursHint: 'In de weekstaat, per activiteit en dag.',
    askAdmin: 'Vraag je beheerder een project toe te voegen',
    askAdminHint: 'En je aan een van de activiteiten toe te voegen: dan kun je je uren invullen.',
    done: 'Klaar',
    toDo: 'Nog te doen',
  },
});
