/**
 * Visual regression: the shots of visualShots.ts (key stories and every feature component's main
 * story in both themes) rendered without their play functions and compared with the committed
 * baselines in __screenshots__/visual.test.tsx/. Baselines are taken and compared with the pinned
 * npm Chromium (@sparticuz/chromium) and pinned fonts (dejavu-fonts-ttf) on every machine,
 * whatever Chromium or fonts it has (vitest.config.ts, scripts/browser.mjs).
 *
 * See what changed: `pnpm visual:review` (a report with before, after and the difference).
 * Update after an intended change:  pnpm --filter @kwartier/ui test:visual -u -t '^<name>$'
 * (all: without -t; then look at the changed PNGs before committing them).
 */
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeForRender } from './composeStory';
import { shots } from './visualShots';

// Pixels only: no caret blinking in a focused field, no animation or transition caught half-way
// (a screenshot must be stable across two captures, which a busy machine makes slow enough to
// catch a caret blink).
const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(still);

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

for (const shot of shots) {
  test(shot.name, async () => {
    const story = composeForRender(
      shot.module,
      shot.story,
      { locale: shot.locale ?? 'en', theme: shot.theme ?? 'default' },
      // axe already ran on these in the story projects; here only pixels count.
      { a11y: { test: 'off' } },
    );
    canvas = document.createElement('div');
    document.body.append(canvas);
    if (shot.fill) canvas.style.minHeight = '100vh';
    await story.run({ canvasElement: canvas });
    // A part whose code loads lazily shows a placeholder until it has come (the time sheet's 'Go
    // to date' picker, the rich-text editor): the shot is of the part itself.
    await expect.poll(() => canvas!.querySelector('[data-lazy-placeholder]'), { timeout: 10_000 }).toBeNull();
    await document.fonts.ready;
    // Two equal captures in a row make a stable screenshot; on 2 busy cores that can take longer
    // than the default 5 s, which says nothing about the pixels compared after it.
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(shot.name, { timeout: 20_000 });
  });
}
