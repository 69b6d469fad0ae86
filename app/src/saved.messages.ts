import { messagesOf } from './i18n/namespaces';

/**
 * The confirmations the pages show after a save (the snackbar). Apart from the app's own words
 * (messages.ts) because only pages use them: they load with the pages, not with /login.
 */
export const savedMessages = messagesOf('saved');
