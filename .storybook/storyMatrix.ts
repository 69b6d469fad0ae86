/**
 * The locale × theme matrix the story tests run in: packages/ui/vitest.config.ts makes one Vitest
 * project per entry (`stories:en:default`, …) and hands each its globals; preview.tsx reads them.
 */
import type { OrganizationColors } from '../packages/ui/src/theme/organizationTheme';

export type StoryLocale = 'en' | 'nl';
/** `print` is a toolbar choice (and a story-level global); the test matrix covers the other two. */
export type StoryTheme = 'default' | 'organization' | 'print';

export interface StoryMatrixEntry {
  locale: StoryLocale;
  theme: Exclude<StoryTheme, 'print'>;
}

/** A sample organisation with light brand colours, to see runtime theming and its on-colours. */
export const sampleOrganization: OrganizationColors = {
  primary: '#00897bff',
  secondary: '#ffca28ff',
  accent: '#6a1b9aff',
};

declare global {
  /**
   * The matrix entry of the running Vitest project, compiled in by its `define`; not defined in
   * Storybook itself. Only the story-matrix check reads it, to prove each project's globals arrive.
   */
  var __STORY_MATRIX__: StoryMatrixEntry | undefined;
}
