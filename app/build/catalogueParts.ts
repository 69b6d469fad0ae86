import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE, compileCatalogue } from './precompiledMessages.ts';
import { appRoot } from './routeTree.mjs';

/**
 * The words of a language in two parts, split at build time by the pages that need them: what
 * /login needs (its page, the public layout and everything the entry runs: the namespaces its
 * modules name) and the rest, which the other pages load before they render.
 *
 * - `packages/ui/src/i18n/catalogue/<locale>.json` and `src/i18n/<locale>.json` (what the
 *   library's `loadMessages` and the app's `loadStartWords` import) keep only the namespaces
 *   /login needs;
 * - `src/i18n/<locale>.json?rest` is every other message of both, one chunk per language;
 * - `src/i18n/en.json?fallback` is the English words of the error screen, in the entry, for a
 *   page whose language's words could not be loaded.
 *
 * Which namespaces /login needs is read from the modules `build/pageGroups.ts` finds in its
 * planning build: a component names its namespace once, `messagesOf('name')` in its
 * `Name.messages.ts`, and that module is in the chunks of every page that renders it. Without
 * that list (the planning build itself, `vite` in development, the app's unit tests) nothing is
 * split: the plain imports are the whole catalogues and `?rest` is empty.
 */
export function catalogueParts(startNamespaces: Set<string> | undefined, command: 'build' | 'serve'): Plugin {
  const repoRoot = join(appRoot, '..');
  const catalogue = (dir: string, locale: string) => JSON.parse(readFileSync(join(repoRoot, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
  const both = (locale: string) => ({ ...catalogue(UI_CATALOGUE, locale), ...catalogue(APP_CATALOGUE, locale) });
  const select = (messages: Record<string, string>, keep: (namespace: string) => boolean) =>
    Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key.slice(0, key.indexOf('.')))));
  return {
    name: 'kwartier:catalogue-parts',
    enforce: 'pre',
    load: {
      filter: { id: PART },
      handler(id) {
        const [, locale, part] = PART.exec(id)!;
        const messages =
          part === 'fallback'
            ? select(catalogue(UI_CATALOGUE, locale!), (namespace) => FALLBACK_NAMESPACES.has(namespace))
            : startNamespaces
              ? select(both(locale!), (namespace) => !startNamespaces.has(namespace))
              : {};
        const json = JSON.stringify(messages);
        // Compiled as the plain catalogue files are (build/precompiledMessages.ts): this id's query
        // hides it from that plugin and from the JSON one, so it is a module of its own making.
        return `export default JSON.parse(${JSON.stringify(command === 'build' ? compileCatalogue(json, id.replace(/\?.*$/, '')) : json)});`;
      },
    },
    transform: {
      filter: { id: CATALOGUE },
      handler(code, id) {
        if (!startNamespaces || /[\\/]packages[\\/]api[\\/]/.test(id)) return null;
        return { code: JSON.stringify(select(JSON.parse(code) as Record<string, string>, (namespace) => startNamespaces.has(namespace))), map: null };
      },
    },
  };
}

const UI_CATALOGUE = 'packages/ui/src/i18n/catalogue';
const APP_CATALOGUE = 'app/src/i18n';

/** A part of a language's words the app imports by query: `src/i18n/<locale>.json?rest` or `?fallback`. */
export const PART = /[\\/]app[\\/]src[\\/]i18n[\\/]([a-z]{2}(?:-[A-Z]{2})?)\.json\?(rest|fallback)$/;

/** The namespaces of the screen shown when a language's words could not be loaded (`screens.tsx`). */
const FALLBACK_NAMESPACES = new Set(['statusScreen']);

/** The namespaces modules name (`messagesOf('name')`, the library's and the app's handle factories), read from their sources. */
export function namespacesNamedBy(modules: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const id of modules) {
    const file = id.replace(/\?.*$/, '');
    if (id.startsWith('\0') || /node_modules/.test(file) || !/\.tsx?$/.test(file)) continue;
    for (const [, namespace] of readFileSync(file, 'utf8').matchAll(/\bmessagesOf\(\s*['"](\w+)['"]\s*\)/g)) found.add(namespace!);
  }
  return found;
}
