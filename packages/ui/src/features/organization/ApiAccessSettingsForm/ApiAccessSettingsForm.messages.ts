import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'API access',
    intro:
      'Web apps on the sites listed here may call the Kwartier API from the browser, with a member’s API token or signed-in session; their calls see only what that member may see. Scripts and servers need no entry here: they call the API with a token directly.',
    originsLabel: 'Allowed origins',
    originsHint: 'Scheme, host and optional port only, e.g. https://reports.example.com or http://localhost:5173. At most {max}.',
    none: 'No origins: web apps on other sites cannot call the API from the browser.',
    originLabel: 'Origin {number}',
    add: 'Add origin',
    remove: 'Remove origin {number}',
    format: 'Write scheme and host only, with an optional port and no path, e.g. https://app.example.com.',
    tooLong: 'At most {max} characters.',
    twice: 'This origin is in the list already.',
  },
  nl: {
    title: 'API-toegang',
    intro:
      'Webapps op de sites in deze lijst mogen de Kwartier-API vanuit de browser aanroepen, met het API-token of de ingelogde sessie van een lid; ze zien alleen wat dat lid mag zien. Scripts en servers hebben hier niets nodig: die roepen de API rechtstreeks met een token aan.',
    originsLabel: 'Toegestane herkomsten',
    originsHint: 'Alleen schema, host en eventueel poort, bijvoorbeeld https://rapporten.voorbeeld.nl of http://localhost:5173. Hoogstens {max}.',
    none: 'Geen herkomsten: webapps op andere sites kunnen de API niet vanuit de browser aanroepen.',
    originLabel: 'Herkomst {number}',
    add: 'Herkomst toevoegen',
    remove: 'Herkomst {number} verwijderen',
    format: 'Schrijf alleen schema en host, eventueel met poort en zonder pad, bijvoorbeeld https://app.voorbeeld.nl.',
    tooLong: 'Hoogstens {max} tekens.',
    twice: 'Deze herkomst staat al in de lijst.',
  },
});
