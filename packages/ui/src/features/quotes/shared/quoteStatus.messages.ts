import { messagesOf } from '../../../i18n/catalogue';

export const quoteStatusMessages = messagesOf('quoteStatus');
