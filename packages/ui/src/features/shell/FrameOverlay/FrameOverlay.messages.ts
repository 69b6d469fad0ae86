import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    loadingPage: 'Loading page',
    offline: 'You are offline. Kwartier continues when the connection is back.',
    tokenExpired: 'Your security token has expired. The page will be reloaded.',
  },
  nl: {
    loadingPage: 'Pagina wordt geladen',
    offline: 'Je bent offline. Kwartier gaat verder zodra de verbinding terug is.',
    tokenExpired: 'Je beveiligingstoken is verlopen. De pagina wordt opnieuw geladen.',
  },
});
