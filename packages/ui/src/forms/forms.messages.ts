import { messagesOf } from '../i18n/catalogue';

/** Messages shared by every form. */
export const messages = messagesOf('forms');
