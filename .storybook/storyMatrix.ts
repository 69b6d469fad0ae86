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

/** The globals a story (or its meta) fixes with `globals`, whatever the project hands it. */
export interface StoryPins {
  locale?: string;
  theme?: string;
}

/** The tag of a story whose play function runs in another project of the matrix (.storybook/playOnce.ts). */
export const PLAYS_ELSEWHERE = 'plays-elsewhere';
/** A tag carrying a pin as read from a story's source, e.g. `pinned:locale=en` (checked against the running story). */
export const pinTag = (key: keyof StoryPins, value: string) => `pinned:${key}=${value}`;

/** The key `playsIn` spreads pinned stories by: the story file's name and the story's export name. */
export const storyKey = (file: string, exportName: string) => `${file.split(/[\\/]/).pop()?.split('?')[0]}#${exportName}`;

/** A stable spread of keys over `n` slots (FNV-1a): the same story always lands in the same project. */
function slotOf(key: string, n: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash % n;
}

/**
 * Whether a story's play function runs in the story-test project of `entry`. A story runs where
 * its run means something, never twice the same:
 * - no pins: in every project (its play function reads no text and holds in every locale × theme);
 * - a pinned locale (a play function that reads text): once, in one of that locale's theme
 *   projects (its pinned theme's, else the one its `key` falls on, so the locale's play functions
 *   share its projects instead of all running in the default theme's) — in the other locale it
 *   would run the very same story again;
 * - a pinned theme only: once per locale, in that theme's project (the default theme's if the
 *   theme is not in the matrix, like `print`).
 * Everywhere else the story is still rendered and axe-checked without its play function
 * (packages/ui/test/stories/renderAxe.test.tsx, a test file of each story project), so axe
 * sees every story in every project.
 */
export function playsIn(pins: StoryPins, entry: StoryMatrixEntry, matrix: readonly StoryMatrixEntry[], key: string): boolean {
  const themes = [...new Set<string>(matrix.map((e) => e.theme))].sort();
  const theme =
    pins.theme !== undefined
      ? themes.includes(pins.theme)
        ? pins.theme
        : 'default'
      : pins.locale !== undefined
        ? themes[slotOf(key, themes.length)]
        : entry.theme;
  return (pins.locale ?? entry.locale) === entry.locale && theme === entry.theme;
}
