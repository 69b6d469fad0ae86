import { addMessages, namespacesOf } from '@kwartier/ui';
import en from './en.json';
import nl from './nl.json';

/** The example's own words (`embed.*`), typed from its English catalogue. */
export const messagesOf = namespacesOf<typeof en>();

/** Adds the example's words to the library's catalogues (they are small: imported, not loaded). */
export function addOwnMessages(): void {
  addMessages('en', en);
  addMessages('nl', nl);
}
