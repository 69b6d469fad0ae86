import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    navigation: 'Main navigation',
    myProfile: 'My profile',
    logOut: 'Log out',
    logoAlt: '{organization} logo',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
  },
  nl: {
    navigation: 'Hoofdnavigatie',
    myProfile: 'Mijn profiel',
    logOut: 'Uitloggen',
    logoAlt: 'Logo van {organization}',
    openNavigation: 'Navigatie openen',
    closeNavigation: 'Navigatie sluiten',
  },
});
