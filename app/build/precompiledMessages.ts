import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Messages compiled to ICU syntax trees at build time, so the built app needs no message parser
 * (about 7 kB gzip of every page's framework chunk, /login included).
 *
 * Every text lives in one catalogue per language: `@kwartier/ui`'s
 * (`packages/ui/src/i18n/catalogue/<locale>.json`), the app's (`src/i18n/<locale>.json`) and
 * `@kwartier/api`'s invoice words (`packages/api/src/i18n/<locale>.json`), flat
 * ICU strings keyed `namespace.key`. In the app's build this transform replaces each of those
 * strings by the tree `@formatjs/icu-messageformat-parser` makes of it — what
 * `intl-messageformat` would otherwise parse in the browser on first use — and `vite.config.ts`
 * swaps the parser for formatjs' `no-parser` entry. Storybook, the unit tests, `vite` in
 * development and apps embedding `@kwartier/ui` keep the strings and the parser.
 *
 * A catalogue that is not an object of strings cannot be compiled here: the build stops on it.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'kwartier:precompiled-messages',
    apply: 'build',
    // Before Vite's JSON plugin turns the file into a module: the catalogue is still JSON here.
    enforce: 'pre',
    transform: {
      filter: { id: CATALOGUE },
      handler(code, id) {
        return { code: compileCatalogue(code, id), map: null };
      },
    },
  };
}

/** A catalogue file: `<locale>.json` in the library's `i18n/catalogue/`, the app's `src/i18n/` or @kwartier/api's `src/i18n/` (the invoice's words). */
export const CATALOGUE = /[\\/](?:packages[\\/]ui[\\/]src[\\/]i18n[\\/]catalogue|packages[\\/]api[\\/]src[\\/]i18n|app[\\/]src[\\/]i18n)[\\/]([a-z]{2}(?:-[A-Z]{2})?)\.json$/;

/** The catalogue (JSON text) with every message replaced by its syntax tree, as JSON again. */
export function compileCatalogue(json: string, id: string): string {
  const locale = CATALOGUE.exec(id)?.[1];
  if (!locale) throw new Error(`${id}: not a catalogue file (<locale>.json)`);
  const catalogue: unknown = JSON.parse(json);
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) throw new Error(`${id}: a catalogue is an object of messages`);
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${id}: message ${key} is not a string, so it cannot be compiled at build time`);
    // The options intl-messageformat parses with in the browser (its locale decides the hour
    // cycle of date skeletons).
    compiled[key] = parse(message, { locale: new Intl.Locale(locale) });
  }
  return JSON.stringify(compiled);
}
