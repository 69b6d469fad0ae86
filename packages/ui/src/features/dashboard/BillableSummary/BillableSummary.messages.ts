import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'Billable time',
    billable: 'Billable',
    nonBillable: 'Non-billable',
    share: 'Billable share',
    noShare: 'None yet',
  },
  nl: {
    title: 'Declarabele tijd',
    billable: 'Declarabel',
    nonBillable: 'Niet declarabel',
    share: 'Declarabel deel',
    noShare: 'Nog niets',
  },
});
