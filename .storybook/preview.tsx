import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../packages/ui/src/i18n/I18nProvider';
import type { Locale } from '../packages/ui/src/i18n/messages';
import { ThemeRoot } from '../packages/ui/src/ThemeRoot/ThemeRoot';
import type { OrganizationColors } from '../packages/ui/src/theme/organizationTheme';

/** A sample organisation with light brand colours, to see runtime theming and its on-colours. */
const sampleOrganization: OrganizationColors = {
  primary: '#00897bff',
  secondary: '#ffca28ff',
  accent: '#6a1b9aff',
};

const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  const theme = context.globals.theme === 'organization' ? sampleOrganization : undefined;
  const fullscreen = context.parameters.layout === 'fullscreen';
  return (
    <I18nProvider locale={locale}>
      <ThemeRoot theme={theme} style={{ padding: fullscreen ? 0 : 24, minHeight: fullscreen ? '100vh' : undefined }}>
        <Story />
      </ThemeRoot>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'nl', title: 'Nederlands' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Default theme or an organisation’s colours',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default theme' },
          { value: 'organization', title: 'Organisation colours' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'default' },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Any axe violation fails the story test (the default 'todo' would only warn).
      test: 'error',
      // react-aria's shared live announcer (off-screen, at the end of <body>) keeps each message
      // for 7 s; a pending Button's message points at the button by id, so after a dialog closes
      // it refers to a removed element. That is react-aria's transient node, not our markup.
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
