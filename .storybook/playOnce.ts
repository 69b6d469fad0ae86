/**
 * Story tests by audience (node side, used by packages/ui/vitest.config.ts): reads each story
 * file's pinned globals (`globals: { locale: 'en' }` on the story, else on its meta) without
 * running it, and tags every story whose play function does not run in this project
 * (`playsInProject`, storyMatrix.ts) with PLAYS_ELSEWHERE, which the project's Storybook plugin
 * excludes. The story is still rendered and axe-checked there by test/stories/renderAxe.test.tsx.
 */
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Plugin } from 'vite';
import { PLAYS_ELSEWHERE, pinTag, playsInProject, type StoryMatrixEntry, type StoryPins } from './storyMatrix.ts';

export { PLAYS_ELSEWHERE };

type Node = { type: string; start?: number | null; end?: number | null; [key: string]: unknown };

/** `{ locale: 'en', theme: 'print' }` of an object literal of string literals; other values are not pins. */
function pinsOf(node: Node | undefined): StoryPins {
  const pins: StoryPins = {};
  if (node?.type !== 'ObjectExpression') return pins;
  for (const p of node.properties as Node[]) {
    const key = p.key as Node | undefined;
    const value = p.value as Node | undefined;
    if (p.type !== 'ObjectProperty' || key?.type !== 'Identifier' || value?.type !== 'StringLiteral') continue;
    if (key.name === 'locale' || key.name === 'theme') pins[key.name] = value.value as string;
  }
  return pins;
}

export interface StoryPinning {
  exportName: string;
  pins: StoryPins;
  /** Where to add a tag: just inside the story's `tags: [` or, without one, its opening `{`. */
  insertAt: number;
  hasTags: boolean;
}

/** The pins of each story of a CSF file, read statically (a story written as an object literal). */
export function storyPinnings(code: string, fileName: string): StoryPinning[] {
  const csf = loadCsf(code, { fileName, makeTitle: (title?: string) => title ?? fileName }).parse();
  const metaPins = pinsOf(csf._metaAnnotations.globals as Node | undefined);
  const result: StoryPinning[] = [];
  for (const exportName of Object.keys(csf._stories)) {
    const story = csf.getStoryExport(exportName) as unknown as Node;
    if (story?.type !== 'ObjectExpression' || typeof story.start !== 'number') continue;
    const annotations = csf._storyAnnotations[exportName] as Record<string, Node>;
    const pins = { ...metaPins, ...pinsOf(annotations.globals) };
    const tags = annotations.tags;
    const hasTags = tags?.type === 'ArrayExpression' && typeof tags.start === 'number';
    result.push({ exportName, pins, hasTags, insertAt: hasTags ? tags.start! + 1 : story.start + 1 });
  }
  return result;
}

/** Adds the pin tags (and PLAYS_ELSEWHERE where the play function runs in another project) to a story file's source. */
export function tagStories(code: string, fileName: string, project: StoryMatrixEntry | undefined, matrix: readonly StoryMatrixEntry[]) {
  const edits: { at: number; text: string }[] = [];
  for (const { pins, insertAt, hasTags } of storyPinnings(code, fileName)) {
    const tags = Object.entries(pins).map(([key, value]) => pinTag(key as keyof StoryPins, value as string));
    if (project && !playsInProject(pins, project, matrix)) tags.push(PLAYS_ELSEWHERE);
    if (tags.length === 0) continue;
    const list = tags.map((tag) => JSON.stringify(tag)).join(', ');
    edits.push({ at: insertAt, text: hasTags ? `${list}, ` : ` tags: [${list}],` });
  }
  let out = code;
  // From the end, so the earlier offsets stay right; each edit stays on its line (columns shift only).
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/**
 * The Vite plugin: story files get their pin tags, and in a story-test project (`project` given)
 * PLAYS_ELSEWHERE where their play function runs in another project. Runs before Storybook's
 * own transform, which reads the tags statically to leave excluded stories out.
 */
export function playOnce(project: StoryMatrixEntry | undefined, matrix: readonly StoryMatrixEntry[]): Plugin {
  return {
    name: 'kwartier:play-once',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.stories\.tsx$/.test(id.split('?')[0])) return undefined;
      return { code: tagStories(code, id, project, matrix), map: null };
    },
  };
}
