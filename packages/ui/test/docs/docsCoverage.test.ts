// Every export of the package (as its API report lists them) has a docs entry on the design site
// (`pnpm storybook:build`, served at /design): a story file whose meta names it as its
// `component` (autodocs is on for every story file, .storybook/preview.tsx: a page with its
// description and props), the props type of such a component (its props table), or a mention as
// code (`Name`) in one of the docs pages, packages/ui/src/docs/*.mdx.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = path.join(packageDir, 'src');
const docsDir = path.join(srcDir, 'docs');

/** The names of the API report's exports (each block opens with its declaration), both entry points. */
function reportedExports(): string[] {
  const report = readFileSync(path.join(packageDir, 'api-report.md'), 'utf8');
  const names = [...report.matchAll(/```ts\n(?:export )?(?:declare )?(?:const|let|function|interface|type|class|enum)\s+([A-Za-z_$][\w$]*)/g)].map(([, name]) => name!);
  return [...new Set(names)];
}

/** The components named by a story file's meta (`component: Name`), with whether autodocs is turned off there. */
function storyComponents(): { components: Set<string>; autodocsOff: string[] } {
  const components = new Set<string>();
  const autodocsOff: string[] = [];
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.stories.tsx')) continue;
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    if (text.includes("'!autodocs'")) autodocsOff.push(file);
    for (const [, name] of text.matchAll(/\bcomponent:\s*([A-Z][\w$]*)/g)) components.add(name!);
  }
  return { components, autodocsOff };
}

/** Names written as code in the docs pages: `Name`, `Name(…)`, `<Name …>` inside code. */
function mentionedInDocs(): Set<string> {
  const pages = readdirSync(docsDir).filter((file) => file.endsWith('.mdx'));
  const text = pages.map((file) => readFileSync(path.join(docsDir, file), 'utf8')).join('\n');
  return new Set([...text.matchAll(/`([A-Za-z_$][\w$]*)/g)].map(([, name]) => name!));
}

describe('the design docs', () => {
  it('have the pages the issue asks for', () => {
    const titles = readdirSync(docsDir)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => readFileSync(path.join(docsDir, file), 'utf8').match(/<Meta title="([^"]+)"/)?.[1]);
    expect(titles).toEqual(
      expect.arrayContaining(['Docs/Getting started', 'Docs/Theming your brand', 'Docs/Languages', 'Docs/Embedding with your own backend', 'Docs/Accessibility']),
    );
  });

  it('turn autodocs on for every story file', () => {
    const preview = readFileSync(path.join(packageDir, '../../.storybook/preview.tsx'), 'utf8');
    expect(preview).toMatch(/tags:\s*\[\s*'autodocs'\s*\]/);
    expect(storyComponents().autodocsOff).toEqual([]);
  });

  it('describe every component that has stories (the JSDoc above it, which autodocs shows)', () => {
    const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx'))
      .map((file) => readFileSync(path.join(srcDir, file), 'utf8'));
    const undescribed = [...storyComponents().components].filter((name) => {
      const declaration = new RegExp(`\\*/\\s*export (?:const|function) ${name}\\b`);
      return !sources.some((text) => declaration.test(text));
    });
    expect(undescribed).toEqual([]);
  });

  it('document every export of the API report', () => {
    const exports = reportedExports();
    // The report's two entry points hold well over 300 exports; a parse that found few is broken.
    expect(exports.length).toBeGreaterThan(300);
    const { components } = storyComponents();
    const mentioned = mentionedInDocs();
    const documented = (name: string) =>
      components.has(name) || (name.endsWith('Props') && components.has(name.slice(0, -'Props'.length))) || mentioned.has(name);
    expect(exports.filter((name) => !documented(name))).toEqual([]);
  });
});
