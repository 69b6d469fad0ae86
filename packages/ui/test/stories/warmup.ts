import { beforeAll } from 'vitest';

/**
 * The story projects share one page and module graph per project (`isolate: false`). Without
 * this, the first story a project runs would also wait for the dev server to transform the
 * library and optimise its dependencies on demand: 10–30 s on two busy cores, counted against
 * that one story's time budget (WeekGrid's first story, whose assertions are synchronous, timed
 * out at 30 s in CI). Loading the whole library once, before the first file's stories, puts that
 * wait where it belongs; later files find the modules loaded and return at once.
 */
beforeAll(async () => {
  await import('../../src/index');
  // The date fields of dialogs load their picker as they mount (LazyDatePicker): loaded here, so a
  // play function that opens a dialog and reaches for its date at once finds it. The wait itself
  // is the LazyPreview story's, and 'Go to date' still waits to be reached for (WeekGrid stories).
  const { preloadDatePicker } = await import('../../src/primitives/DatePicker/LazyDatePicker');
  await preloadDatePicker();
}, 180_000);
