import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Timer',
    rounding: 'Round stopped timers',
    roundingHint: 'What a stopped timer adds to the time sheet is rounded up to this; without rounding, to the nearest minute.',
    none: 'No rounding',
    upTo: 'Up to {minutes, plural, one {# minute} other {# minutes}}',
  },
  nl: {
    title: 'Timer',
    rounding: 'Gestopte timers afronden',
    roundingHint: 'Wat een gestopte timer aan de urenstaat toevoegt, wordt hierop naar boven afgerond; zonder afronding op de dichtstbijzijnde minuut.',
    none: 'Niet afronden',
    upTo: 'Naar boven op {minutes, plural, one {# minuut} other {# minuten}}',
  },
});
