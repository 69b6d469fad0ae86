import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    placeholder: '#RRGGBBAA',
    invalidFormat: 'Enter a colour as #RRGGBBAA, for example #1e88e5ff.',
    pickColor: 'Pick a colour',
    saturationAndBrightness: 'Saturation and brightness',
    hue: 'Hue',
    opacity: 'Opacity',
  },
  nl: {
    placeholder: '#RRGGBBAA',
    invalidFormat: 'Voer een kleur in als #RRGGBBAA, bijvoorbeeld #1e88e5ff.',
    pickColor: 'Kies een kleur',
    saturationAndBrightness: 'Verzadiging en helderheid',
    hue: 'Tint',
    opacity: 'Dekking',
  },
});
