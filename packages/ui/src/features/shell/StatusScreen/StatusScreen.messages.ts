import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    errorTitle: 'Something went wrong',
    errorDescription: 'This page could not be loaded. Try again; if it keeps failing, try again a little later.',
    retry: 'Try again',
    outdatedTitle: 'Kwartier could not be loaded',
    outdatedDescription:
      'The connection may have been lost, or a new version of Kwartier is available. Reload the page to continue.',
    reload: 'Reload',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'The page you were looking for does not exist or has been moved.',
    toStart: 'Go to the start page',
  },
  nl: {
    errorTitle: 'Er ging iets mis',
    errorDescription: 'Deze pagina kon niet worden geladen. Probeer het opnieuw; lukt het steeds niet, probeer het dan iets later.',
    retry: 'Opnieuw proberen',
    outdatedTitle: 'Kwartier kon niet worden geladen',
    outdatedDescription:
      'Misschien is de verbinding verbroken, of is er een nieuwe versie van Kwartier. Laad de pagina opnieuw om verder te gaan.',
    reload: 'Opnieuw laden',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundDescription: 'De pagina die je zocht bestaat niet of is verplaatst.',
    toStart: 'Naar de startpagina',
  },
});
