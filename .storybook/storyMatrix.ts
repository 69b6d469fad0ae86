/**
 * The locale × theme matrix the story tests cover: packages/ui/vitest.config.ts makes one Vitest
 * project per locale (`stories:en`, `stories:nl`, `storyProjectsOf`) and hands each its globals;
 * preview.tsx reads them. Each project plays its locale's stories (`playsIn`) and renders the
 * stories of the entries `rendersIn` gives it where they do not play.
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
   * The globals of the running story project (its locale, the default theme), compiled in by its
   * `define`; not defined in Storybook itself. The story-matrix check reads it to prove each
   * project's globals arrive, renderAxe.test.tsx to know its locale.
   */
  var __STORY_MATRIX__: StoryMatrixEntry | undefined;
}

/** The globals a story (or its meta) fixes with `globals`, whatever the project hands it. */
export interface StoryPins {
  locale?: string;
  theme?: string;
}

/** The tag of a story whose play function runs in another story project (.storybook/playOnce.ts). */
export const PLAYS_ELSEWHERE = 'plays-elsewhere';
/** A tag carrying a pin as read from a story's source, e.g. `pinned:locale=en` (checked against the running story). */
export const pinTag = (key: keyof StoryPins, value: string) => `pinned:${key}=${value}`;

/**
 * Whether a story's play function runs in the matrix entry `entry`. A play function runs where
 * its run means something, never twice the same:
 * - once per locale (a play function that reads no text still meets that locale's formats), in
 *   its pinned theme if the matrix has it, else in the default theme: the organisation's colours
 *   change no behaviour, only contrast, which axe checks;
 * - a story pinned to a locale (a play function that reads text) plays only in that locale — in
 *   the other it would run the very same steps again.
 * In every other entry of the matrix the story is rendered without its play function and axe-checked
 * (packages/ui/test/stories/renderAxe.test.tsx), so axe sees every story in every entry.
 */
export function playsIn(pins: StoryPins, entry: StoryMatrixEntry, matrix: readonly StoryMatrixEntry[]): boolean {
  const themes = new Set<string>(matrix.map((e) => e.theme));
  const theme = pins.theme !== undefined && themes.has(pins.theme) ? pins.theme : 'default';
  return (pins.locale ?? entry.locale) === entry.locale && theme === entry.theme;
}

/**
 * The story-test projects: one per locale of the matrix, handing its stories that locale and the
 * default theme (a story's own `globals` win). A story plays in the project of its locale or in
 * none (`playsIn`); renderAxe.test.tsx renders it in the other entries (`rendersIn`).
 */
export const storyProjectsOf = (matrix: readonly StoryMatrixEntry[]): StoryMatrixEntry[] =>
  [...new Set(matrix.map((e) => e.locale))].map((locale) => ({ locale, theme: 'default' as const }));

/**
 * The story project (its locale) whose renderAxe.test.tsx renders an entry's stories of one story
 * file where they do not play: a default-theme entry in its own language's project; the
 * organisation's colours in the last project's, whose play functions are fewest (most of those
 * that read text read English) — except the first locale's organisation entry of about one story
 * file in SHARE_OF_FIRST, which the first project renders, so both projects take about as long
 * (`node scripts/story-counts.mjs` shows each entry's seconds; with all of them in the last
 * project it ran ~55 s after the first had finished). Which files is fixed by their paths.
 */
export function rendersIn(entry: StoryMatrixEntry, matrix: readonly StoryMatrixEntry[], storyFile: string): StoryLocale {
  const projects = storyProjectsOf(matrix);
  if (entry.theme === 'default') return entry.locale;
  const [first] = projects;
  if (entry.locale === first!.locale && projects.length > 1 && pathHash(storyFile) % SHARE_OF_FIRST === 0) return first!.locale;
  return projects[projects.length - 1]!.locale;
}

/** One in this many story files has its first-locale organisation renders in the first project. */
const SHARE_OF_FIRST = 4;

/** A stable number for a path (FNV-1a, then MurmurHash3's finaliser to mix the low bits): the same split on every machine and run. */
function pathHash(path: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Whether a story plays in the story project of `project.locale` (in whichever entry its pins choose). */
export const playsInProject = (pins: StoryPins, project: StoryMatrixEntry, matrix: readonly StoryMatrixEntry[]) =>
  matrix.some((entry) => entry.locale === project.locale && playsIn(pins, entry, matrix));

/** The matrix entry a story run stands for: its locale, and its theme where the matrix has it (print runs in the default's place). */
export function entryOf(globals: { locale?: unknown; theme?: unknown }, matrix: readonly StoryMatrixEntry[]): string {
  const theme = matrix.some((e) => e.theme === globals.theme) ? String(globals.theme) : 'default';
  return `${String(globals.locale)}:${theme}`;
}
