/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../packages/ui/src/i18n/I18nProvider';
import { loadMessages } from '../packages/ui/src/i18n/catalogue';
import { LOCALES, type Locale } from '../packages/ui/src/i18n/messages';
import { ThemeRoot } from '../packages/ui/src/primitives/ThemeRoot/ThemeRoot';
import type { OrganizationColors } from '../packages/ui/src/theme/organizationTheme';
import { printTheme } from '../packages/ui/src/theme/printTheme.css';
import { sampleOrganization, type StoryTheme } from './storyMatrix';

const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  const theme = (context.globals.theme ?? 'default') as StoryTheme;
  const colors: OrganizationColors | undefined = theme === 'organization' ? sampleOrganization : undefined;
  const fullscreen = context.parameters.layout === 'fullscreen';
  // The document's language follows the story's, as an app's <html lang> would: axe checks text
  // against it, and the story-matrix check reads it to prove which locale a test project ran in.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dataset.storyTheme = theme;
  }
  return (
    <I18nProvider locale={locale}>
      <ThemeRoot
        theme={colors}
        className={theme === 'print' ? printTheme : undefined}
        style={{ padding: fullscreen ? 0 : 24, minHeight: fullscreen ? '100vh' : undefined }}
      >
        <Story />
      </ThemeRoot>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  // Every language's catalogue before any story renders (loaded once, then at hand): a story and
  // its play function may switch language or read a text in another (translateIn).
  loaders: [
    async () => {
      await Promise.all(LOCALES.map(loadMessages));
      return {};
    },
  ],
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
      description: 'Default theme, an organisation’s colours, or the print theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default theme' },
          { value: 'organization', title: 'Organisation colours' },
          { value: 'print', title: 'Print' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Storybook's own start values. The story tests run every story once per locale × theme: each
  // Vitest project in packages/ui/vitest.config.ts passes its own initialGlobals to the
  // Storybook plugin, which override these (story-level `globals` override both).
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
      // In the story tests (Vite mode 'test') every rule still runs and every violation is
      // reported in full, but passed and incomplete rules keep one sample node instead of all of
      // them (axe's documented speed-up: no selectors built for nodes nobody reads). The tests
      // read only violations; Storybook's panel, outside tests, keeps the full lists.
      options: import.meta.env.MODE === 'test' ? { resultTypes: ['violations'] } : {},
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
