// Every export of the package (as its API report lists them) has a docs entry on the design site
// (`pnpm storybook:build`, served at /design): a story file whose meta names it as its
// `component` (autodocs is on for every story file, .storybook/preview.tsx: a page with its
// description and props), the props type of such a component (its props table), or a mention as
// code (`Name`) in one of the docs pages, packages/ui/src/docs/*.mdx.
// Where misuse is likely the docs also say what to do and what not to do: a
// `### Do` and a `### Don't` list at the end of the component's JSDoc (autodocs shows it as the
// description), or in the docs page's section for what is not one component.
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

/**
 * The components whose misuse is likely, so their JSDoc ends with `### Do` and `### Don't` lists:
 * saving and keeping hours, dialogs (one primary action, focus, closing), status moves, tables
 * (row headers, phone cards), theming, buttons and links (external `rel`), dates, user HTML,
 * choosing, tabs, notices and form fields.
 */
const DO_DONT_COMPONENTS = [
  'WeekGrid',
  'Dialog',
  'FormDialog',
  'ConfirmDialog',
  'InvoiceStatusMenu',
  'Table',
  'ThemeRoot',
  'Button',
  'IconButton',
  'Link',
  'DatePicker',
  'HtmlContent',
  'Select',
  'Tabs',
  'Snackbar',
  'Alert',
  'TextField',
];

/** Docs page sections (page file, `## heading`) with do / don't for what is no single component. */
const DO_DONT_SECTIONS: readonly [page: string, heading: string][] = [
  ['Theming.mdx', 'The contrast rules the library enforces'],
  ['Embedding.mdx', 'The save convention'],
  ['Languages.mdx', 'Formatting rules'],
];

/** The JSDoc right above `export const|function name` in the package's sources, without its ` * ` margins. */
function componentJsDoc(name: string): string | undefined {
  const declaration = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:const|function) ${name}\\b`);
  for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || file.endsWith('.stories.tsx')) continue;
    const match = readFileSync(path.join(srcDir, file), 'utf8').match(declaration);
    if (match) return match[1]!.replace(/^[ \t]*\* ?/gm, '');
  }
  return undefined;
}

/** How many list items the markdown's `### title` section has (up to the next heading), or -1 without one. */
function sectionItems(markdown: string, title: string): number {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `### ${title}`);
  if (start === -1) return -1;
  const end = lines.findIndex((line, index) => index > start && /^#{1,6} /.test(line.trim()));
  return lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => /^- \S/.test(line.trim())).length;
}

/** What is missing for do / don't in a text: `[]` when both lists have items. */
function missingDoDont(markdown: string | undefined): string[] {
  if (markdown === undefined) return ['no JSDoc'];
  return (['Do', "Don't"] as const).filter((title) => sectionItems(markdown, title) < 1).map((title) => `no ${title} items`);
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

  it("give do / don't where misuse is likely", () => {
    const missing = Object.fromEntries(
      DO_DONT_COMPONENTS.map((name) => [name, missingDoDont(componentJsDoc(name))] as const).filter(([, what]) => what.length > 0),
    );
    expect(missing).toEqual({});
    const { components } = storyComponents();
    // Each is on the design site with an autodocs page, where the JSDoc is its description.
    expect(DO_DONT_COMPONENTS.filter((name) => !components.has(name))).toEqual([]);
  });

  it("give do / don't in the docs pages' sections on theming, saving and formatting", () => {
    const missing = DO_DONT_SECTIONS.flatMap(([page, heading]) => {
      const text = readFileSync(path.join(docsDir, page), 'utf8');
      const start = text.indexOf(`\n## ${heading}\n`);
      if (start === -1) return [`${page}: no section ${heading}`];
      const next = text.indexOf('\n## ', start + 1);
      return missingDoDont(text.slice(start, next === -1 ? undefined : next)).map((what) => `${page} ${heading}: ${what}`);
    });
    expect(missing).toEqual([]);
  });

  it("finds a missing do / don't (the checks can fail)", () => {
    expect(missingDoDont('A button.\n\n### Do\n- Use onPress.\n')).toEqual(["no Don't items"]);
    expect(missingDoDont("### Do\n\n### Don't\n- Nest two.\n")).toEqual(['no Do items']);
    expect(componentJsDoc('NoSuchComponent')).toBeUndefined();
  });
});
