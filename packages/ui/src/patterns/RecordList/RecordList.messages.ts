import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    search: 'Search',
    showInactive: 'Show inactive',
    activeColumn: 'Active',
    actionsColumn: 'Actions',
    activeLabel: '{name} active',
    deleteLabel: 'Delete {name}',
    confirmBody: '{name} will be deleted. This cannot be undone.',
  },
  nl: {
    search: 'Zoeken',
    showInactive: 'Toon inactieve',
    activeColumn: 'Actief',
    actionsColumn: 'Acties',
    activeLabel: '{name} actief',
    deleteLabel: '{name} verwijderen',
    confirmBody: '{name} wordt verwijderd. Dit kan niet ongedaan worden gemaakt.',
  },
});
