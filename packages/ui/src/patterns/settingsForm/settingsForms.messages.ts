import { messagesOf } from '../../i18n/catalogue';

/** Option labels shared by the profile and settings forms. */
export const messages = messagesOf('settingsForms');
