// Setup file of the story-test projects: records in each test's meta what ran (test/stories/storyRun.ts).
import { afterEach, inject } from 'vitest';
import { entryOf } from '../../../../.storybook/storyMatrix';
import './storyRun';

interface ComposedStory {
  id: string;
  globals: Record<string, unknown>;
  /** Set when the story has a play function (composeStory's `play`). */
  play?: unknown;
  reporting: { reports: { type: string; status: string }[] };
}

afterEach((context) => {
  // The Storybook plugin's test puts the composed story on the test context.
  const story = (context as unknown as { story?: ComposedStory }).story;
  if (!story || !__STORY_MATRIX__) return;
  context.task.meta.storyRun = {
    storyId: story.id,
    project: entryOf(story.globals, inject('storyMatrix')),
    locale: String(story.globals.locale),
    theme: String(story.globals.theme),
    play: typeof story.play === 'function',
    axe: story.reporting.reports.some((report) => report.type === 'a11y' && report.status !== 'skipped'),
  };
});
