/**
 * Stories whose play function reads text pin their locale (`globals: { locale: 'en' }` on the
 * story or its meta), so in the projects of the other locale they run in the pinned one. This renders each such story (without
 * its play function) in every other locale × theme of the story matrix and runs axe on it, so
 * every story is still seen — and accessibility-checked — in every language.
 */
import { describe, expect, inject, test } from 'vitest';
import { composeForRender, storyExports, type StoryModule } from './composeStory';

const modules = import.meta.glob<StoryModule>('../../src/**/*.stories.tsx', { eager: true });
const matrix = inject('storyMatrix');

interface A11yReport {
  type: string;
  status: string;
  result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[]; error?: unknown };
}

/** The locale a story pins with `globals` (story level, else meta level), if any. */
function pinnedLocale(module: StoryModule, name: string): string | undefined {
  const globalsOf = (annotations: unknown) => (annotations as { globals?: { locale?: string } } | undefined)?.globals;
  return globalsOf(module[name])?.locale ?? globalsOf(module.default)?.locale;
}

for (const [file, module] of Object.entries(modules)) {
  const pinned = storyExports(module).filter((name) => pinnedLocale(module, name) !== undefined);
  if (pinned.length === 0) continue;
  describe(file.replace('../../src/', ''), () => {
    for (const name of pinned) {
      for (const { locale, theme } of matrix.filter((entry) => entry.locale !== pinnedLocale(module, name))) {
        test(`${name} in ${locale} × ${theme}`, async () => {
          const story = composeForRender(module, name, { locale, theme });
          await story.run();
          await expect(document.documentElement.lang).toBe(locale);
          const reports = story.reporting.reports as A11yReport[];
          const a11y = reports.filter((report) => report.type === 'a11y');
          expect(a11y, 'axe ran').toHaveLength(1);
          const violations = (a11y[0].result?.violations ?? []).map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`,
          );
          expect(violations).toEqual([]);
          expect(a11y[0].status).toBe('passed');
        });
      }
    }
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    storyMatrix: { locale: 'en' | 'nl'; theme: 'default' | 'organization' }[];
  }
}
