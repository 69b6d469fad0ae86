import { messagesOf } from '../../../i18n/catalogue';

/** An event type's name in words (`webhookEvents.<type>`), and the names of the groups the add dialog shows them in. */
export const messages = messagesOf('webhookEvents');
