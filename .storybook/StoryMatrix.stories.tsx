import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { addMessages, namespacesOf } from '../packages/ui/src/i18n/catalogue';
import { useMessages } from '../packages/ui/src/i18n/useMessages';
import { parseHexColor } from '../packages/ui/src/theme/color';
import { vars } from '../packages/ui/src/theme/contract.css';
import { organizationColorRoles } from '../packages/ui/src/theme/organizationTheme';
import { defaultColors } from '../packages/ui/src/theme/tokens';
import { sampleOrganization, type StoryMatrixEntry } from './storyMatrix';

// A word of the check's own, added to each language's catalogue as an embedding app adds its words.
const greeting = { en: { 'storyMatrix.greeting': 'Good morning' }, nl: { 'storyMatrix.greeting': 'Goedemorgen' } };
addMessages('en', greeting.en);
addMessages('nl', greeting.nl);
const messages = namespacesOf<typeof greeting.en>()('storyMatrix');

/** Shows a translated text and swatches painted with theme variables. */
function MatrixProbe() {
  const t = useMessages(messages);
  return (
    <div>
      <p>{t('greeting')}</p>
      <div data-testid="primary" style={{ background: vars.color.primary, color: vars.color.onPrimary, padding: 8 }}>
        primary
      </div>
      <div
        data-testid="surface"
        style={{ background: vars.color.surface, color: vars.color.onSurface, boxShadow: vars.elevation.md, padding: 8 }}
      >
        surface
      </div>
    </div>
  );
}

/** `#rrggbb` as the browser reports a computed colour. */
const rgb = (hex: string) => {
  const { r, g, b } = parseHexColor(hex)!;
  return `rgb(${r}, ${g}, ${b})`;
};

/** Computed `background-color` of the primary in the default theme, the sample organisation's, print's. */
const primaryOf = {
  default: rgb(defaultColors.primary),
  organization: rgb(organizationColorRoles(sampleOrganization).primary!),
  print: 'rgb(0, 0, 0)',
};

/** The globals this test project hands its stories (the toolbar's choice inside Storybook itself). */
function expectedEntry(globals: Record<string, unknown>): StoryMatrixEntry {
  return typeof __STORY_MATRIX__ !== 'undefined' && __STORY_MATRIX__
    ? __STORY_MATRIX__
    : (globals as unknown as StoryMatrixEntry);
}

const meta = {
  title: 'Foundations/Story matrix',
  component: MatrixProbe,
  parameters: {
    layout: 'padded',
    docs: { description: { component: 'Checks that each story-test project renders in its own locale and theme.' } },
  },
} satisfies Meta<typeof MatrixProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Renders in the test project's locale and theme: `<html lang>`, the text and the colours agree. */
export const CurrentProject: Story = {
  play: async ({ canvasElement, globals }) => {
    const { locale, theme } = expectedEntry(globals);
    const canvas = within(canvasElement);
    await expect(document.documentElement.lang).toBe(locale);
    await expect(canvas.getByText(greeting[locale]['storyMatrix.greeting'])).toBeVisible();
    await expect(getComputedStyle(canvas.getByTestId('primary')).backgroundColor).toBe(primaryOf[theme]);
  },
};

/** The organisation's colours, as the story projects hand them to the stories pinned to them and renderAxe to all. */
export const OrganizationColours: Story = {
  globals: { theme: 'organization' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dataset.storyTheme).toBe('organization');
    await expect(document.documentElement.lang).toBe(expectedEntry(globals).locale);
    await expect(getComputedStyle(canvas.getByTestId('primary')).backgroundColor).toBe(primaryOf.organization);
  },
};

/** A story-level `globals: { locale: 'en' }` wins over the project's locale (how text-asserting stories pin it). */
export const PinnedToEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.lang).toBe('en');
    await expect(within(canvasElement).getByText('Good morning')).toBeVisible();
  },
};

/** The print theme: black on white, serif, no elevation — even over the default theme's class. */
export const PrintTheme: Story = {
  globals: { theme: 'print' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = getComputedStyle(canvas.getByTestId('surface'));
    await expect(getComputedStyle(canvas.getByTestId('primary')).backgroundColor).toBe(primaryOf.print);
    await expect(surface.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(surface.color).toBe('rgb(0, 0, 0)');
    await expect(surface.boxShadow).toBe('none');
    await expect(surface.fontFamily).toMatch(/serif$/);
  },
};
