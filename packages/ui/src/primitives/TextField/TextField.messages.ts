import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    tooLong: 'At most {limit, number} characters: this is {count, number}.',
  },
  nl: {
    tooLong: 'Hoogstens {limit, number} tekens: dit zijn er {count, number}.',
  },
});
