import { messagesOf } from '../../../i18n/catalogue';

/** The displayed invoice statuses, shared by the status menu, the cards and the list. */
export const statusMessages = messagesOf('status');
