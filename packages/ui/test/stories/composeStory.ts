import { composeStory } from '@storybook/react-vite';
import type { StoryMatrixEntry } from '../../../../.storybook/storyMatrix';

/** A story file's module: its default export (meta) and named stories. */
export type StoryModule = Record<string, unknown> & { default: Record<string, unknown> };

/** What a CSF story object may carry that matters here. */
interface StoryAnnotations {
  globals?: Record<string, unknown>;
  play?: unknown;
  parameters?: Record<string, unknown>;
}

/**
 * Composes a story to render in a given locale and theme WITHOUT its play function: the state a
 * story shows when it opens (a dialog story opens its dialog on mount). `run()` renders it into
 * a fresh container in <body> and runs the afterEach hooks, axe included.
 */
export function composeForRender(
  module: StoryModule,
  exportName: string,
  globals: Partial<Record<keyof StoryMatrixEntry | 'theme', string>>,
  parameters: Record<string, unknown> = {},
) {
  const story = module[exportName] as StoryAnnotations;
  const meta = module.default as { play?: unknown };
  return composeStory(
    {
      ...story,
      play: undefined,
      globals: { ...story.globals, ...globals },
      parameters: { ...story.parameters, ...parameters },
    } as never,
    { ...meta, play: undefined } as never,
    undefined,
    exportName,
  );
}

/** Named story exports of a story module (what Storybook lists), in file order. */
export function storyExports(module: StoryModule): string[] {
  const order = module.__namedExportsOrder as string[] | undefined;
  const names = order ?? Object.keys(module);
  return names.filter((name) => name !== 'default' && name !== '__namedExportsOrder' && typeof module[name] === 'object');
}
