/**
 * Axe on every story in every entry of the story matrix. A story's play function runs only
 * where it means something (`playsIn`, .storybook/storyMatrix.ts): once per locale, in the
 * default theme unless the story pins another; a story pinned to a locale (`globals: { locale:
 * 'en' }` on the story or its meta, because its play function reads text) only in that locale.
 * In each entry where it does not play, this renders it (without its play function, so in the
 * state it opens in) in that entry's locale and theme and runs axe.
 *
 * It runs inside each story project (packages/ui/vitest.config.ts), for the matrix entries that
 * project renders (`rendersIn`): the same page, module graph and Vite server as the project's
 * story files, none of its own. The story files are imported with `?compose`, so the Storybook plugin
 * (which turns a `*.stories.tsx` module into tests) leaves them plain story modules here.
 *
 * The story projects leave those stories out by a tag read from the source
 * (.storybook/playOnce.ts); the first test proves the source and the running story agree, so no
 * story is left out of a project without being checked here, and none is checked twice.
 */
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { page } from 'vitest/browser';
import { pinTag, playsIn, rendersIn, type StoryPins } from '../../../../.storybook/storyMatrix';
import { composeForRender, storyExports, type StoryModule } from './composeStory';
import './storyRun';

// Every story the story projects run (.storybook/main.ts `stories`): the package's and the story-matrix check's.
const modules = import.meta.glob<StoryModule>(['../../src/**/*.stories.tsx', '../../../../.storybook/*.stories.tsx'], {
  eager: true,
  query: '?compose',
});
const matrix = inject('storyMatrix');
/** This story project's globals (its `define`): its locale. */
const project = __STORY_MATRIX__!;

interface A11yReport {
  type: string;
  status: string;
  result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[]; error?: unknown };
}

interface Annotations {
  globals?: Record<string, unknown>;
  tags?: string[];
}

/** The locale and theme a story fixes with `globals` (the story's, else its meta's), as it runs. */
function pinsOf(module: StoryModule, name: string): StoryPins {
  const globals = { ...(module.default as Annotations).globals, ...(module[name] as Annotations).globals };
  const pins: StoryPins = {};
  for (const key of ['locale', 'theme'] as const) if (typeof globals[key] === 'string') pins[key] = globals[key];
  return pins;
}

// The Storybook plugin sizes the page for each story it runs (1200 × 900 unless a story says
// otherwise); these renders get that size too, whatever story ran before them.
beforeAll(() => page.viewport(1200, 900));

const files = Object.entries(modules).map(([file, module]) => ({ file: file.replace('../../src/', '').replace('../../../../', '').replace('?compose', ''), module }));

test('every pinned story’s globals are written in its source (story or meta), where the story projects read them', () => {
  const unread: string[] = [];
  for (const { file, module } of files) {
    for (const name of storyExports(module)) {
      const expected = Object.entries(pinsOf(module, name)).map(([key, value]) => pinTag(key as keyof StoryPins, value));
      const read = ((module[name] as Annotations).tags ?? []).filter((tag) => tag.startsWith('pinned:'));
      if (expected.sort().join() !== read.sort().join()) unread.push(`${file} ${name}: runs with ${expected.join(' ') || 'no pins'}, source says ${read.join(' ') || 'none'}`);
    }
  }
  // A story that takes its globals from elsewhere (a spread `...Other`) would run its play
  // function in every project: write `globals` in the story itself.
  expect(unread).toEqual([]);
});

for (const { file, module } of files) {
  const checks = storyExports(module).flatMap((name) =>
    matrix
      .filter((entry) => rendersIn(entry, matrix, file) === project.locale)
      .filter((entry) => !playsIn(pinsOf(module, name), entry, matrix))
      .map((entry) => ({ name, ...entry })),
  );
  if (checks.length === 0) continue;
  describe(file, () => {
    for (const { name, locale, theme } of checks) {
      test(`${name} in ${locale} × ${theme}`, async ({ task }) => {
        const story = composeForRender(module, name, { locale, theme });
        await story.run();
        await expect(document.documentElement.lang).toBe(locale);
        await expect(document.documentElement.dataset.storyTheme).toBe(theme);
        const reports = story.reporting.reports as A11yReport[];
        const a11y = reports.filter((report) => report.type === 'a11y');
        expect(a11y, 'axe ran').toHaveLength(1);
        const violations = (a11y[0].result?.violations ?? []).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
        );
        expect(violations).toEqual([]);
        expect(a11y[0].status).toBe('passed');
        task.meta.storyRun = { storyId: story.id, project: `${locale}:${theme}`, locale, theme, play: false, axe: true };
      });
    }
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    storyMatrix: { locale: 'en' | 'nl'; theme: 'default' | 'organization' }[];
  }
}
