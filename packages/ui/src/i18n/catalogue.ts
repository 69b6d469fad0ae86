import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type en from './catalogue/en.json';
import type { Locale } from './messages';

/**
 * One language's messages: flat ICU messages keyed `namespace.key` (`"businessDetails.name": "Name"`),
 * the namespace naming the component (or group of components) that reads them. A message is its
 * ICU string, or the syntax tree `@formatjs/icu-messageformat-parser` makes of it (an app may
 * compile its catalogues at build time).
 */
export type Catalogue = Readonly<Record<string, string | MessageFormatElement[]>>;

/** The namespaces of a catalogue type: the part of each key before its first dot. */
export type NamespacesOf<C> = keyof C extends infer Key ? (Key extends `${infer NS}.${string}` ? NS : never) : never;

/** The keys of one namespace of a catalogue type, without the namespace. */
export type KeysIn<C, NS extends string> = keyof C extends infer Key ? (Key extends `${NS}.${infer Rest}` ? Rest : never) : never;

/**
 * A typed handle onto one namespace of a catalogue: what `useMessages` and `translateIn` take.
 * It holds no text: the texts are in the catalogue of each language.
 */
export interface Messages<K extends string = string> {
  /** The namespace: the part of the catalogue's keys before the first dot. */
  readonly namespace: string;
  /** The keys of the namespace, for the types only (never set). */
  readonly keyType?: K;
}

/** The keys of a {@link Messages} handle. */
export type KeysOf<M> = M extends Messages<infer K> ? K : never;

/**
 * A handle factory for a catalogue type: `namespacesOf<typeof en>()('saved')` is the handle onto
 * the keys `saved.*` of that catalogue, typed from the English file. An embedding app types its
 * own catalogue this way.
 */
export function namespacesOf<C>(): <NS extends NamespacesOf<C>>(namespace: NS) => Messages<KeysIn<C, NS>> {
  return (namespace) => ({ namespace });
}

/** The library's own namespaces (typed from its English catalogue). */
export const messagesOf = namespacesOf<typeof en>();

/**
 * The library's catalogue of each language it ships, loaded when asked for. A language is a
 * catalogue file (`catalogue/<locale>.json`, the same keys as `en.json`) and an entry here.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./catalogue/en.json'),
  nl: () => import('./catalogue/nl.json'),
};

const catalogues = new Map<string, Catalogue>();
const listeners = new Set<() => void>();

/**
 * Adds messages to a language's catalogue (an app's own namespaces, or a whole language the
 * library does not ship). Keys already there are replaced. Components read the messages of the
 * language their {@link I18nProvider} names.
 */
export function addMessages(locale: string, messages: Catalogue): void {
  catalogues.set(locale, { ...catalogues.get(locale), ...messages });
  for (const listener of listeners) listener();
}

const loading = new Map<Locale, Promise<void>>();

/**
 * Loads the library's catalogue of a language (once; later calls return the same promise, but
 * after a failed load, e.g. offline, the next call tries again).
 * Render components in a language after its catalogue has loaded:
 *
 * ```ts
 * await loadMessages('nl');
 * root.render(<I18nProvider locale="nl"><App /></I18nProvider>);
 * ```
 */
export function loadMessages(locale: Locale): Promise<void> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale]().then(
      (module) => addMessages(locale, module.default),
      (error: unknown) => {
        // Forgotten, so calling again (a page's 'Try again') loads again.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, promise);
  }
  return promise;
}

/** The messages of a language added so far (undefined before any). */
export function catalogueOf(locale: string): Catalogue | undefined {
  return catalogues.get(locale);
}

/** Calls `listener` whenever messages are added; returns the unsubscribe function. */
export function onMessagesAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a key of a handle's namespace has a message in the catalogues loaded (every language has the same keys). */
export function hasMessage<K extends string>(messages: Messages<K>, key: string): key is K {
  const id = `${messages.namespace}.${key}`;
  for (const catalogue of catalogues.values()) if (id in catalogue) return true;
  return false;
}
