// The story-audience rule (.storybook/storyMatrix.ts `playsIn`) and the static reading of pins
// that tags the stories each story-test project leaves out (.storybook/playOnce.ts).
import { describe, expect, test } from 'vitest';
import { PLAYS_ELSEWHERE, storyPinnings, tagStories } from '../../../../.storybook/playOnce';
import { playsIn, storyKey, type StoryMatrixEntry } from '../../../../.storybook/storyMatrix';

const matrix: StoryMatrixEntry[] = [
  { locale: 'en', theme: 'default' },
  { locale: 'en', theme: 'organization' },
  { locale: 'nl', theme: 'default' },
  { locale: 'nl', theme: 'organization' },
];
const where = (pins: Parameters<typeof playsIn>[0], key = 'X.stories.tsx#Story') =>
  matrix.filter((entry) => playsIn(pins, entry, matrix, key)).map((e) => `${e.locale}:${e.theme}`);

describe('playsIn', () => {
  test('an unpinned story plays in every project', () => {
    expect(where({})).toEqual(['en:default', 'en:organization', 'nl:default', 'nl:organization']);
  });
  test('a story pinned to a locale plays once, in one theme of its locale, the same every time', () => {
    for (const key of ['A.stories.tsx#One', 'B.stories.tsx#Two', 'C.stories.tsx#Three']) {
      const en = where({ locale: 'en' }, key);
      expect(en).toHaveLength(1);
      expect(en[0]).toMatch(/^en:/);
      expect(where({ locale: 'en' }, key)).toEqual(en);
      expect(where({ locale: 'nl' }, key)).toEqual([en[0]!.replace('en:', 'nl:')]);
    }
    expect(where({ locale: 'nl', theme: 'organization' })).toEqual(['nl:organization']);
  });
  test('pinned stories are spread over both themes of their locale', () => {
    const keys = Array.from({ length: 200 }, (_, i) => storyKey(`/x/Story${i}.stories.tsx?compose`, 'Default'));
    const themes = keys.map((key) => where({ locale: 'en' }, key)[0]);
    const inDefault = themes.filter((theme) => theme === 'en:default').length;
    expect(inDefault).toBeGreaterThan(60);
    expect(inDefault).toBeLessThan(140);
  });
  test('the key is the file name and export, wherever the file is read from', () => {
    expect(storyKey('/work/packages/ui/src/x/WeekGrid.stories.tsx', 'Navigation')).toBe('WeekGrid.stories.tsx#Navigation');
    expect(storyKey('features/x/WeekGrid.stories.tsx?compose', 'Navigation')).toBe('WeekGrid.stories.tsx#Navigation');
  });
  test('a story pinned to a theme plays once per locale', () => {
    expect(where({ theme: 'organization' })).toEqual(['en:organization', 'nl:organization']);
    expect(where({ theme: 'print' })).toEqual(['en:default', 'nl:default']);
    expect(where({ locale: 'en', theme: 'print' })).toEqual(['en:default']);
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
    expect(out).toContain(`export const Tagged: Story = { tags: ["pinned:theme=organization", "pinned:locale=nl", "${PLAYS_ELSEWHERE}", '!dev'],`);
    // Lines stay where they were (error positions and source maps hold).
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });
  test('without a project (the render-and-axe project), only the pin tags', () => {
    expect(tagStories(source, 'X.stories.tsx', undefined, matrix)).not.toContain(PLAYS_ELSEWHERE);
  });
});
