import { addMessages, loadMessages, toLocale, type Catalogue, type Locale } from '@kwartier/ui';
import { startLocale } from '../bootstrap';
import fallback from './en.json?fallback';


type Words = () => Promise<{ default: Catalogue }>;

/**
 * The words of each language besides the library's `loadMessages`: the app's catalogue file
 * (`<locale>.json`) and, in the build, the rest of both catalogues (`?rest`): the build splits each
 * language into what /login needs and the rest (build/catalogueParts.ts), so /login loads only
 * its own words. A language is its catalogue file and an entry here.
 */
const LANGUAGES: Record<Locale, { start: Words; rest: Words }> = {
  en: { start: () => import('./en.json'), rest: () => import('./en.json?rest') },
  nl: { start: () => import('./nl.json'), rest: () => import('./nl.json?rest') },
};

// The English words of the error screen come with the entry: a page whose language's words could
// not be loaded still says what happened (screens.tsx).
addMessages('en', fallback);

/** A language's words could not be loaded (offline, or the server did not answer): the error screen offers to try again. */
export class WordsUnavailable extends Error {
  constructor(
    readonly locale: Locale,
    options: { cause: unknown },
  ) {
    super(`The words of ${locale} could not be loaded`, options);
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads once; a load that failed is forgotten, so trying again loads again. */
function once(key: string, locale: Locale, load: () => Promise<unknown>): Promise<void> {
  let promise = loading.get(key);
  if (!promise) {
    promise = load().then(
      () => {},
      (error: unknown) => {
        loading.delete(key);
        throw new WordsUnavailable(locale, { cause: error });
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

const add = (locale: Locale) => (module: { default: Catalogue }) => addMessages(locale, module.default);

/** The languages whose start words have arrived. */
const started = new Set<Locale>(['en']);

/** The words /login needs in a language, the library's and the app's (the root's loader, before any page renders). */
export function loadStartWords(locale: Locale): Promise<void> {
  return once(`${locale}:start`, locale, () => Promise.all([loadMessages(locale), LANGUAGES[locale].start().then(add(locale))]).then(() => started.add(locale)));
}

/**
 * Loads all of a language's words, the library's and the app's, once: the pages but /login render
 * in a language only after this resolved (the public layout's and the signed-in guard's
 * `beforeLoad`, the print page's loader, the profile before it confirms a change of language).
 * Rejects with {@link WordsUnavailable}.
 */
export function loadLanguage(locale: Locale): Promise<void> {
  return Promise.all([loadStartWords(locale), once(`${locale}:rest`, locale, () => LANGUAGES[locale].rest().then(add(locale)))]).then(() => {});
}

/** The language the first page most likely speaks: the signed-in user's, else the browser's. */
export function pageLocale(): Locale {
  return toLocale(startLocale() ?? navigator.language);
}

/** Whether the words of the error screen are there in a language (else it speaks English, whose come with the entry). */
export function speaksErrors(locale: Locale): boolean {
  return started.has(locale);
}
