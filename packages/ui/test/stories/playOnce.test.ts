// The story-audience rule (.storybook/storyMatrix.ts `playsIn`) and the static reading of pins
// that tags the stories each story-test project leaves out (.storybook/playOnce.ts).
import { describe, expect, test } from 'vitest';
import { PLAYS_ELSEWHERE, storyPinnings, tagStories } from '../../../../.storybook/playOnce';
import { entryOf, playsIn, playsInProject, rendersIn, storyProjectsOf, type StoryMatrixEntry } from '../../../../.storybook/storyMatrix';

const matrix: StoryMatrixEntry[] = [
  { locale: 'en', theme: 'default' },
  { locale: 'en', theme: 'organization' },
  { locale: 'nl', theme: 'default' },
  { locale: 'nl', theme: 'organization' },
];
const where = (pins: Parameters<typeof playsIn>[0]) => matrix.filter((entry) => playsIn(pins, entry, matrix)).map((e) => `${e.locale}:${e.theme}`);

describe('playsIn', () => {
  test('an unpinned story plays once per locale, in the default theme', () => {
    expect(where({})).toEqual(['en:default', 'nl:default']);
  });
  test('a story pinned to a locale plays once, in that locale', () => {
    expect(where({ locale: 'en' })).toEqual(['en:default']);
    expect(where({ locale: 'nl' })).toEqual(['nl:default']);
    expect(where({ locale: 'nl', theme: 'organization' })).toEqual(['nl:organization']);
  });
  test('a story pinned to a theme plays once per locale, in that theme (the default’s place for a theme outside the matrix)', () => {
    expect(where({ theme: 'organization' })).toEqual(['en:organization', 'nl:organization']);
    expect(where({ theme: 'print' })).toEqual(['en:default', 'nl:default']);
    expect(where({ locale: 'en', theme: 'print' })).toEqual(['en:default']);
  });
});

describe('story projects', () => {
  const [en, nl] = storyProjectsOf(matrix);
  test('one per locale, handing its stories the default theme', () => {
    expect(storyProjectsOf(matrix)).toEqual([
      { locale: 'en', theme: 'default' },
      { locale: 'nl', theme: 'default' },
    ]);
  });
  test('a story plays in the project of each locale it plays in, in whichever theme', () => {
    expect([playsInProject({}, en!, matrix), playsInProject({}, nl!, matrix)]).toEqual([true, true]);
    expect([playsInProject({ locale: 'nl', theme: 'organization' }, en!, matrix), playsInProject({ locale: 'nl', theme: 'organization' }, nl!, matrix)]).toEqual([false, true]);
    expect(playsInProject({ theme: 'organization' }, en!, matrix)).toBe(true);
  });
  test('every entry of a story file is rendered by one project: the default theme in its language’s, the organisation’s colours in the last, English ones of some files in the first', () => {
    const files = Array.from({ length: 400 }, (_, i) => `features/f${i}/F${i}.stories.tsx`);
    const split = files.map((file) => matrix.map((entry) => rendersIn(entry, matrix, file)).join());
    expect(new Set(split)).toEqual(new Set(['en,nl,nl,nl', 'en,en,nl,nl']));
    const inFirst = split.filter((s) => s === 'en,en,nl,nl').length / files.length;
    expect(inFirst).toBeGreaterThan(0.18);
    expect(inFirst).toBeLessThan(0.32);
  });
  test('a run stands for the entry of its locale and theme; print for the default theme', () => {
    expect(entryOf({ locale: 'nl', theme: 'organization' }, matrix)).toBe('nl:organization');
    expect(entryOf({ locale: 'en', theme: 'print' }, matrix)).toBe('en:default');
  });
});

const source = `
import type { Meta, StoryObj } from '@storybook/react-vite';
const meta = { title: 'X', component: X, globals: { theme: 'print' } } satisfies Meta<typeof X>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Free: Story = { args: {} };
export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {},
};
export const Tagged: Story = { tags: ['!dev'], globals: { locale: 'nl', theme: 'organization' } };
export const Spread: Story = { ...English };
`;

describe('storyPinnings and tagStories', () => {
  test('reads the pins of the story, else of the meta', () => {
    expect(storyPinnings(source, 'X.stories.tsx').map(({ exportName, pins }) => [exportName, pins])).toEqual([
      ['Free', { theme: 'print' }],
      ['English', { theme: 'print', locale: 'en' }],
      ['Tagged', { theme: 'organization', locale: 'nl' }],
      ['Spread', { theme: 'print' }],
    ]);
  });
  test('tags each story with its pins, and PLAYS_ELSEWHERE where it does not play', () => {
    const out = tagStories(source, 'X.stories.tsx', { locale: 'nl', theme: 'default' }, matrix);
    expect(out).toContain(`export const English: Story = { tags: ["pinned:theme=print", "pinned:locale=en", "${PLAYS_ELSEWHERE}"],`);
    expect(out).toContain(`export const Free: Story = { tags: ["pinned:theme=print"], args: {} };`);
    expect(out).toContain(`export const Tagged: Story = { tags: ["pinned:theme=organization", "pinned:locale=nl", '!dev'],`);
    const inEnglish = tagStories(source, 'X.stories.tsx', { locale: 'en', theme: 'default' }, matrix);
    expect(inEnglish).toContain(`export const English: Story = { tags: ["pinned:theme=print", "pinned:locale=en"],`);
    expect(inEnglish).toContain(`export const Tagged: Story = { tags: ["pinned:theme=organization", "pinned:locale=nl", "${PLAYS_ELSEWHERE}", '!dev'],`);
    // Lines stay where they were (error positions and source maps hold).
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });
  test('without a project (the render-and-axe project), only the pin tags', () => {
    expect(tagStories(source, 'X.stories.tsx', undefined, matrix)).not.toContain(PLAYS_ELSEWHERE);
  });
});
