/**
 * What one story test ran, kept in the test's meta so the JSON report can be counted
 * (scripts/story-counts.mjs): the project's matrix entry, the locale and theme the story
 * rendered in, whether its play function ran and whether axe checked it.
 */
export interface StoryRun {
  storyId: string;
  /** The matrix entry (`en:default`) the test stands for: its locale and theme (print stands in for the default theme). */
  project: string;
  locale: string;
  theme: string;
  play: boolean;
  axe: boolean;
}

declare module 'vitest' {
  interface TaskMeta {
    storyRun?: StoryRun;
  }
}
