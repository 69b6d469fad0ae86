import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PLAYS_ELSEWHERE, playOnce } from '../../.storybook/playOnce.ts';
import { storyProjectsOf, type StoryMatrixEntry } from '../../.storybook/storyMatrix.ts';
import { resolveChromium, type ChromiumChoice } from '../../scripts/browser.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const requireFromHere = createRequire(import.meta.url);
const configDir = path.join(dirname, '../../.storybook');

// CHROMIUM_PATH, else a system Chromium, else the npm-shipped @sparticuz/chromium (scripts/browser.mjs).
// The visual baselines always use the pinned npm build and fonts, so they do not depend on the machine.
const storyChromium = await resolveChromium();
const visualChromium = await resolveChromium({ pinned: true });
/** Set by `pnpm visual:review`: where the visual project writes its shots instead of comparing them. */
const visualReviewCapture = process.env.KWARTIER_VISUAL_REVIEW_CAPTURE ? path.resolve(process.env.KWARTIER_VISUAL_REVIEW_CAPTURE) : undefined;

/** The locale × theme matrix every story is axe-checked in (print is a toolbar choice, checked by a story). */
const STORY_MATRIX: StoryMatrixEntry[] = [
  { locale: 'en', theme: 'default' },
  { locale: 'en', theme: 'organization' },
  { locale: 'nl', theme: 'default' },
  { locale: 'nl', theme: 'organization' },
];

/** Chromium in Vitest browser mode; a fresh object per project (Vitest names each instance). */
const browser = (chromium: ChromiumChoice) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromium.executablePath,
      env: chromium.env,
      args: [
        ...chromium.args,
        // Screenshots compare pixels: no font hinting or LCD anti-aliasing differences between runs.
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  // The page connects once its project's Vite server has served it. On a fresh checkout each
  // story project first optimises its dependencies (ownDependencyCache); several at once on two
  // busy cores took longer than Vitest's 60 s ("Failed to connect to the browser session"),
  // failing the run before any story. A startup wait, not a test's time budget.
  connectTimeout: 240_000,
});

/**
 * The projects run side by side in one process, each with its own Vite server. The Storybook plugin
 * gives them all one optimized-dependency cache; optimizing into it at the same time (first run,
 * or after the lockfile changed) reloads tests mid-run ("Failed to fetch dynamically imported
 * module"). A cache folder per project avoids that race.
 */
function ownDependencyCache(name: string): Plugin {
  return {
    name: 'kwartier:own-dependency-cache',
    config: { order: 'post', handler: () => ({ cacheDir: path.join(dirname, 'node_modules/.cache/vite', name) }) },
  };
}

/**
 * Adds test files (absolute paths) to a project after the Storybook plugin has set its `include`
 * to the stories, relative to the root it chose (the workspace's).
 */
function alsoInclude(files: string[]): Plugin {
  return {
    name: 'kwartier:also-include',
    config: {
      order: 'post',
      handler: (config) => {
        const root = config.test?.root ?? config.root ?? process.cwd();
        config.test!.include = [...(config.test?.include ?? []), ...files.map((file) => path.relative(root, file))];
      },
    },
  };
}

/**
 * Every story is a test in each locale × theme of STORY_MATRIX: rendered in Chromium and axe
 * checked (a11y.test = 'error' in .storybook/preview.tsx makes violations fail), its play
 * function run where it means something (`playsIn`, .storybook/storyMatrix.ts): once per locale,
 * in the default theme unless the story pins another; a story pinned to a locale (`globals:
 * { locale: 'en' }` on stories whose play function reads English text) only in that locale. One
 * project per locale (`stories:en`, `stories:nl`): its Storybook plugin runs the stories that
 * play there with that locale and the default theme as initialGlobals (a story's own `globals`
 * win); `playOnce` tags the others PLAYS_ELSEWHERE, which it leaves out; and
 * test/stories/renderAxe.test.tsx, a test file of each project, renders every story of the
 * locale's other entries (the organisation's colours; the stories pinned to the other locale)
 * without its play function and runs axe. A play function in the organisation's colours ran the
 * same steps as in the default theme: its colours change contrast, which axe checks, not
 * behaviour. Each project is a Vite server (transforming the library and optimising its
 * dependencies for itself) and a Chromium: two projects, one per core, where four (one per
 * entry) each paid that start and the play functions twice. `define` tells the story-matrix
 * check (.storybook/StoryMatrix.stories.tsx) and renderAxe which project this is.
 */
const storyProjects: TestProjectInlineConfiguration[] = storyProjectsOf(STORY_MATRIX).map((project) => ({
  plugins: [
    playOnce(project, STORY_MATRIX),
    storybookTest({
      configDir,
      initialGlobals: { locale: project.locale, theme: project.theme },
      tags: { exclude: [PLAYS_ELSEWHERE] },
    }),
    alsoInclude([path.join(dirname, 'test/stories/renderAxe.test.tsx')]),
    ownDependencyCache(`stories-${project.locale}`),
  ],
  define: { __STORY_MATRIX__: JSON.stringify(project) },
  test: {
    name: `stories:${project.locale}`,
    // One page and module graph for all story files of a project: importing React, react-aria
    // and the preview again for each of ~35 files cost about 40% of the run. Storybook unmounts
    // each story (and its portals) before rendering the next.
    isolate: false,
    // The library is loaded once before the first story file (test/stories/warmup.ts): the
    // dev server's on-demand transforms and dependency optimisation are not any story's time.
    // What each test ran goes into its meta, for scripts/story-counts.mjs.
    setupFiles: [path.join(dirname, 'test/stories/warmup.ts'), path.join(dirname, 'test/stories/recordStoryRun.ts')],
    provide: { storyMatrix: STORY_MATRIX },
    // A story on two busy cores, with axe after its play function, takes up to ~10 s.
    testTimeout: 30_000,
    // No retries: react-aria moves focus in a later frame, so play functions wait for focus
    // (`await waitFor(() => expect(…).toHaveFocus())`) instead of asserting it at once.
    browser: browser(storyChromium),
  },
}));

/** Stories composed by hand (`composeStory`) in plain Vitest browser tests: the visual baselines. */
function composedStoriesProject(name: string, include: string[], chromium: ChromiumChoice): TestProjectInlineConfiguration {
  return {
    plugins: [vanillaExtractPlugin(), ownDependencyCache(name.replace(/\W+/g, '-'))],
    resolve: {
      // .storybook/preview.tsx lives outside this package: give it this package's React.
      alias: [
        { find: /^react$/, replacement: requireFromHere.resolve('react') },
        { find: /^react\/(.*)$/, replacement: `${path.dirname(requireFromHere.resolve('react/package.json'))}/$1` },
        { find: /^react-dom$/, replacement: requireFromHere.resolve('react-dom') },
        { find: /^react-dom\/(.*)$/, replacement: `${path.dirname(requireFromHere.resolve('react-dom/package.json'))}/$1` },
      ],
      dedupe: ['react', 'react-dom'],
    },
    test: {
      name,
      include,
      setupFiles: ['test/stories/setup.ts'],
      // The a11y addon fails a story on violations only in a "standalone" Vitest run.
      env: { VITEST_STORYBOOK: 'false' },
      browser: {
        ...browser(chromium),
        viewport: { width: 1200, height: 900 },
        // Failure screenshots would land beside the baselines; the diff images are enough.
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // The pinned Chromium and fonts on every machine: allow anti-aliasing noise only.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
            // `pnpm visual:review` (scripts/visual-review.mjs) runs this project with -u and this
            // folder set: each shot is captured exactly as for a baseline, but written there as
            // <name>.png, and the baselines are left alone; the script compares the two.
            ...(visualReviewCapture && {
              resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(visualReviewCapture, `${arg}${ext}`),
            }),
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic: colours, messages, dates, filters, the save convention.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // Pure logic of the library, of the story-test set-up (test/stories/playOnce.test.ts), and
          // that every export has a docs entry (test/docs/docsCoverage.test.ts).
          include: ['src/**/*.test.ts', 'test/stories/*.test.ts', 'test/docs/*.test.ts'],
          setupFiles: ['test/unit/catalogues.ts'],
        },
      },
      ...storyProjects,
      composedStoriesProject('visual', ['test/stories/visual.test.tsx'], visualChromium),
    ],
  },
});
