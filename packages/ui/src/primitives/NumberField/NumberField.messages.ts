import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    increase: 'Increase',
    decrease: 'Decrease',
    increaseField: 'Increase {field}',
    decreaseField: 'Decrease {field}',
  },
  nl: {
    increase: 'Verhogen',
    decrease: 'Verlagen',
    increaseField: '{field} verhogen',
    decreaseField: '{field} verlagen',
  },
});
