import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    title: 'PDF is being generated',
    invoice: 'Invoice {number} will be downloaded as soon as it is ready.',
    progress: 'Generating PDF',
  },
  nl: {
    title: 'PDF wordt gemaakt',
    invoice: 'Factuur {number} wordt gedownload zodra de PDF klaar is.',
    progress: 'PDF maken',
  },
});
