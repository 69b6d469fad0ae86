import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    label: 'Password strength',
    score0: 'Very weak',
    score1: 'Weak',
    score2: 'Fair',
    score3: 'Strong',
    score4: 'Very strong',
    checking: 'Checking…',
    tooWeak: 'Not strong enough yet.',
  },
  nl: {
    label: 'Wachtwoordsterkte',
    score0: 'Zeer zwak',
    score1: 'Zwak',
    score2: 'Matig',
    score3: 'Sterk',
    score4: 'Zeer sterk',
    checking: 'Controleren…',
    tooWeak: 'Nog niet sterk genoeg.',
  },
});
