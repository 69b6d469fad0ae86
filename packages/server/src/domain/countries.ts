// Countries as people type them ("Nederland", "Germany", "nl") → ISO 3166-1 alpha-2, for the
// e-invoice, whose addresses need the code. Names in English and Dutch come from the runtime's
// own region names (Intl.DisplayNames, ICU), so nothing is kept by hand.

const LANGUAGES = ['en', 'nl'] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let byName: Map<string, string> | undefined;

const key = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]/gi, '').toLowerCase();

function names(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const displays = LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      for (const display of displays) {
        const name = display.of(code);
        if (name) byName.set(key(name), code);
      }
    }
  }
  // Usual short forms the runtime names otherwise.
  for (const [name, code] of [['Holland', 'NL'], ['The Netherlands', 'NL'], ['Duitsland', 'DE'], ['Belgie', 'BE'], ['UK', 'GB']] as const) byName.set(key(name), code);
  return byName;
}

/** The country's ISO code, `fallback` when none is given, or null when the text names no country known. */
export function countryCode(text: string | null | undefined, fallback: string): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return fallback;
  const code = /^[a-z]{2}$/i.test(trimmed) ? trimmed.toUpperCase() : names().get(key(trimmed));
  if (!code) return null;
  return names().has(key(new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) ?? '')) ? code : null;
}
