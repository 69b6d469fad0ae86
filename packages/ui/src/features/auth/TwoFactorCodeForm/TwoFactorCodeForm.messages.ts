import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Two-factor sign-in',
    intro: 'Enter the 6-digit code your authenticator app shows for Kwartier.',
    recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.',
    code: 'Code',
    recoveryCode: 'Recovery code',
    verify: 'Verify',
    useRecoveryCode: 'Use a recovery code',
    useCode: 'Use a code of the app',
    back: 'Back to the password',
  },
  nl: {
    title: 'Tweestapsverificatie',
    intro: 'Vul de 6-cijferige code in die je authenticator-app voor Kwartier toont.',
    recoveryIntro: 'Vul een van de herstelcodes in die je bewaarde toen je tweestapsverificatie instelde. Elke code werkt één keer.',
    code: 'Code',
    recoveryCode: 'Herstelcode',
    verify: 'Controleren',
    useRecoveryCode: 'Een herstelcode gebruiken',
    useCode: 'Een code van de app gebruiken',
    back: 'Terug naar het wachtwoord',
  },
});
