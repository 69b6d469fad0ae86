import { defineMessages } from '../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    logIn: 'Log In',
    tokenExpired: 'Your security token has expired. The page will be reloaded.',
    noAccount: 'No account yet?',
    signUp: 'Sign up',
  },
  nl: {
    title: 'Inloggen',
    email: 'E-mail',
    password: 'Wachtwoord',
    forgotPassword: 'Wachtwoord vergeten?',
    logIn: 'Inloggen',
    tokenExpired: 'Je beveiligingstoken is verlopen. De pagina wordt opnieuw geladen.',
    noAccount: 'Nog geen account?',
    signUp: 'Registreren',
  },
});
