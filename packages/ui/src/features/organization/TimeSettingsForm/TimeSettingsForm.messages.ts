import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Timer and notes',
    rounding: 'Round stopped timers',
    roundingHint: 'What a stopped timer adds to the time sheet is rounded up to this; without rounding, to the nearest minute.',
    none: 'No rounding',
    upTo: 'Up to {minutes, plural, one {# minute} other {# minutes}}',
    teamNotes: "Show colleagues' notes to members",
    teamNotesHint: "Members can see colleagues' notes on the dashboard, in the team view. Administrators always can.",
  },
  nl: {
    title: 'Timer en notities',
    rounding: 'Gestopte timers afronden',
    roundingHint: 'Wat een gestopte timer aan de urenstaat toevoegt, wordt hierop naar boven afgerond; zonder afronding op de dichtstbijzijnde minuut.',
    none: 'Niet afronden',
    upTo: 'Naar boven op {minutes, plural, one {# minuut} other {# minuten}}',
    teamNotes: "Notities van collega's tonen aan leden",
    teamNotesHint: "Leden kunnen de notities van collega's zien op het dashboard, in de teamweergave. Beheerders kunnen dat altijd.",
  },
});
