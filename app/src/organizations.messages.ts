import { messagesOf } from './i18n/namespaces';

/**
 * The app's words about moving between a person's organisations (organizations.ts). Apart from
 * the app's own words (messages.ts) because only signed-in pages and the invitation use them:
 * they load with those pages, not with /login.
 */
export const organizationMessages = messagesOf('organizations');
