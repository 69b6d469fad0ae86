import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    logIn: 'Log in',
    noAccount: 'No account yet?',
    signUp: 'Sign up',
  },
  nl: {
    title: 'Inloggen',
    email: 'E-mail',
    password: 'Wachtwoord',
    forgotPassword: 'Wachtwoord vergeten?',
    logIn: 'Inloggen',
    noAccount: 'Nog geen account?',
    signUp: 'Registreren',
  },
});
