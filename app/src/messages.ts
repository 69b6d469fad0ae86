import { defineMessages } from '@kwartier/ui';

/**
 * The app's own words: page titles (navigation and `document.title`). The confirmations it shows
 * after a call live in saved.messages.ts; the frame's screens and notices in `@kwartier/ui`
 * (StatusScreen, FrameOverlay).
 */
export const messages = defineMessages({
  en: {
    dashboard: 'Dashboard',
    time: 'Time',
    reports: 'Reports',
    clients: 'Clients',
    organization: 'Organisation',
    settings: 'Settings',
    accounts: 'Accounts',
    profile: 'My profile',
    logIn: 'Log in',
    accountDeleted: 'Your account has been deleted.',
    passwordResetSignIn: 'Your password has been changed. Log in with it and the code of your authenticator app.',
    signUp: 'Sign up',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    join: 'Join your team',
    joinOrganization: 'Join {organization}',
    projects: 'Projects',
    services: 'Services',
    invoices: 'Invoices',
    subscription: 'Subscription',
    import: 'Import time',
    approvals: 'Approvals',
    audit: 'Audit trail',
  },
  nl: {
    dashboard: 'Dashboard',
    time: 'Uren',
    reports: 'Rapporten',
    clients: 'Klanten',
    organization: 'Organisatie',
    settings: 'Instellingen',
    accounts: 'Accounts',
    profile: 'Mijn profiel',
    logIn: 'Inloggen',
    accountDeleted: 'Je account is verwijderd.',
    passwordResetSignIn: 'Je wachtwoord is gewijzigd. Log in met dat wachtwoord en de code van je authenticator-app.',
    signUp: 'Registreren',
    forgotPassword: 'Wachtwoord vergeten',
    resetPassword: 'Wachtwoord herstellen',
    join: 'Word lid van je team',
    joinOrganization: 'Word lid van {organization}',
    projects: 'Projecten',
    services: 'Diensten',
    invoices: 'Facturen',
    subscription: 'Abonnement',
    import: 'Tijd importeren',
    approvals: 'Goedkeuringen',
    audit: 'Audittrail',
  },
});
