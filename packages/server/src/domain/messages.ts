// Messages the server shows to people. The contract promises them "in the user's locale"
// (English or Dutch, SPEC §1); the wording follows what the app's users know from Laravel-era
// Kwartier ('The name field is required.').

export type Locale = 'en' | 'nl';

type Params = Record<string, string | number>;

const catalog = {
  'validation.invalid': { en: 'The given data was invalid.', nl: 'De opgegeven gegevens zijn ongeldig.' },
  'validation.required': { en: 'The :field field is required.', nl: 'Het veld :field is verplicht.' },
  'validation.string': { en: 'The :field field must be a string.', nl: 'Het veld :field moet een tekst zijn.' },
  'validation.integer': { en: 'The :field field must be an integer.', nl: 'Het veld :field moet een geheel getal zijn.' },
  'validation.number': { en: 'The :field field must be a number.', nl: 'Het veld :field moet een getal zijn.' },
  'validation.boolean': { en: 'The :field field must be true or false.', nl: 'Het veld :field moet waar of onwaar zijn.' },
  'validation.array': { en: 'The :field field must be a list.', nl: 'Het veld :field moet een lijst zijn.' },
  'validation.object': { en: 'The :field field must be an object.', nl: 'Het veld :field moet een object zijn.' },
  'validation.null': { en: 'The :field field must be empty.', nl: 'Het veld :field moet leeg zijn.' },
  'validation.min.string': {
    en: 'The :field field must be at least :limit characters.',
    nl: 'Het veld :field moet minimaal :limit tekens bevatten.',
  },
  'validation.max.string': {
    en: 'The :field field must not be greater than :limit characters.',
    nl: 'Het veld :field mag niet meer dan :limit tekens bevatten.',
  },
  'validation.min.numeric': { en: 'The :field field must be at least :limit.', nl: 'Het veld :field moet minimaal :limit zijn.' },
  'validation.max.numeric': {
    en: 'The :field field must not be greater than :limit.',
    nl: 'Het veld :field mag niet groter zijn dan :limit.',
  },
  'validation.min.array': {
    en: 'The :field field must have at least :limit items.',
    nl: 'Het veld :field moet minimaal :limit items bevatten.',
  },
  'validation.max.array': {
    en: 'The :field field must not have more than :limit items.',
    nl: 'Het veld :field mag niet meer dan :limit items bevatten.',
  },
  'validation.email': { en: 'The :field field must be a valid email address.', nl: 'Het veld :field moet een geldig e-mailadres zijn.' },
  'validation.date': { en: 'The :field field must be a valid date.', nl: 'Het veld :field moet een geldige datum zijn.' },
  'validation.format': { en: 'The :field field format is invalid.', nl: 'Het formaat van het veld :field is ongeldig.' },
  'validation.in': { en: 'The selected :field is invalid.', nl: 'De geselecteerde waarde voor :field is ongeldig.' },
  'validation.invalid_field': { en: 'The :field field is invalid.', nl: 'Het veld :field is ongeldig.' },
  'validation.unique': { en: 'The :field has already been taken.', nl: 'Het veld :field is al in gebruik.' },
  'validation.confirmed': { en: 'The :field field confirmation does not match.', nl: 'De bevestiging van :field komt niet overeen.' },
  'auth.failed': { en: 'These credentials do not match our records.', nl: 'Deze combinatie van e-mailadres en wachtwoord is niet geldig.' },
  'http.unauthenticated': { en: 'Unauthenticated.', nl: 'Niet ingelogd.' },
  'http.forbidden': { en: 'This action is unauthorized.', nl: 'Deze actie is niet toegestaan.' },
  'http.not_found': { en: 'Not found.', nl: 'Niet gevonden.' },
  'http.method_not_allowed': { en: 'Method not allowed.', nl: 'Methode niet toegestaan.' },
  'http.malformed_json': { en: 'The request body is not valid JSON.', nl: 'De inhoud van het verzoek is geen geldige JSON.' },
  'http.server_error': { en: 'Server error.', nl: 'Serverfout.' },
  'idempotency.in_progress': {
    en: 'A request with this Idempotency-Key is still being processed.',
    nl: 'Een verzoek met deze Idempotency-Key wordt nog verwerkt.',
  },
  'idempotency.mismatch': {
    en: 'This Idempotency-Key was already used for a different request.',
    nl: 'Deze Idempotency-Key is al gebruikt voor een ander verzoek.',
  },
  'clients.delete_active': { en: 'Only an inactive client can be deleted.', nl: 'Alleen een inactieve klant kan worden verwijderd.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageId = keyof typeof catalog;

export function translate(locale: Locale, id: MessageId, params: Params = {}): string {
  return catalog[id][locale].replace(/:(\w+)/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** How a request field is named inside a sentence: `password_confirmation` → 'password confirmation'. */
export function fieldLabel(field: string): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? field;
  return last.replace(/_/g, ' ');
}

/**
 * The locale to answer in: the signed-in user's, else the browser's first choice of ours
 * (Accept-Language), else English, the product's default.
 */
export function pickLocale(userLocale: string | undefined, acceptLanguage: string | undefined): Locale {
  if (userLocale === 'en' || userLocale === 'nl') return userLocale;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked.find((entry) => entry.lang === 'en' || entry.lang === 'nl');
  return (first?.lang as Locale | undefined) ?? 'en';
}
