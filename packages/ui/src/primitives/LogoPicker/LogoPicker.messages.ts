import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    label: 'Logo',
    hint: 'Select a PNG or JPG file',
    chooseFile: 'Choose file',
    noFile: 'No file chosen',
    currentLogo: 'Current logo',
    chosenLogo: 'Chosen logo',
    invalidType: '{name} is not a PNG or JPG file.',
  },
  nl: {
    label: 'Logo',
    hint: 'Selecteer een PNG- of JPG-bestand',
    chooseFile: 'Bestand kiezen',
    noFile: 'Geen bestand gekozen',
    currentLogo: 'Huidig logo',
    chosenLogo: 'Gekozen logo',
    invalidType: '{name} is geen PNG- of JPG-bestand.',
  },
});
