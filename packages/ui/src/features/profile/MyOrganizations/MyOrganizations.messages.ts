import { messagesOf } from '../../../i18n/catalogue';

export const messages = messagesOf('myOrganizations');
