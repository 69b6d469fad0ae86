/**
 * The example's own words, in English and Dutch, with the library's `defineMessages` (a missing
 * Dutch key is a type error) and read through `useMessages` / `translateIn`.
 */
import { defineMessages } from '@kwartier/ui';

export const messages = defineMessages({
  en: {
    appTitle: 'Studio Noord',
    navigation: 'Sections',
    hoursTab: 'Hours',
    invoicesTab: 'Invoices',
    language: 'Language',
    hoursIntro: 'Your hours are kept in this page’s memory by the example’s own backend; no server is involved.',
    invoicesIntro: 'The invoices come from a Kwartier server, read with an API token of yours.',
    serverUrl: 'Kwartier server address',
    serverUrlHelp: 'e.g. https://kwartier.example.org; an admin of your organisation lists this page’s address among its allowed API origins (api_origins).',
    token: 'API token',
    tokenHelp: 'Made in Kwartier under My profile › API tokens (kwt_…); a read token is enough to list.',
    connect: 'Connect',
    disconnect: 'Disconnect',
    connectedTo: 'Connected to {server}.',
    loadFailed: 'The invoices could not be loaded from {server}: {reason}',
    unreachable: 'the server did not answer, or did not allow this page’s address (check the organisation’s allowed API origins).',
    refused: 'the server answered {status} — {message}',
    noteNeedsHours: 'A day needs hours before it can hold a note.',
    openInKwartier: 'Adding and copying invoices is done in Kwartier itself; it opens in a new tab.',
  },
  nl: {
    appTitle: 'Studio Noord',
    navigation: 'Onderdelen',
    hoursTab: 'Uren',
    invoicesTab: 'Facturen',
    language: 'Taal',
    hoursIntro: 'Je uren staan in het geheugen van deze pagina, bij de eigen backend van het voorbeeld; er komt geen server aan te pas.',
    invoicesIntro: 'De facturen komen van een Kwartier-server, gelezen met een API-token van jou.',
    serverUrl: 'Adres van de Kwartier-server',
    serverUrlHelp: 'bijv. https://kwartier.example.org; een beheerder van je organisatie zet het adres van deze pagina bij de toegestane API-herkomsten (api_origins).',
    token: 'API-token',
    tokenHelp: 'Gemaakt in Kwartier onder Mijn profiel › API-tokens (kwt_…); een leestoken is genoeg voor de lijst.',
    connect: 'Verbinden',
    disconnect: 'Verbinding verbreken',
    connectedTo: 'Verbonden met {server}.',
    loadFailed: 'De facturen konden niet van {server} worden geladen: {reason}',
    unreachable: 'de server antwoordde niet, of stond het adres van deze pagina niet toe (kijk bij de API-herkomsten van de organisatie).',
    refused: 'de server antwoordde {status} — {message}',
    noteNeedsHours: 'Een dag heeft eerst uren nodig voordat er een notitie bij kan.',
    openInKwartier: 'Facturen toevoegen en kopiëren doe je in Kwartier zelf; dat opent in een nieuw tabblad.',
  },
});
