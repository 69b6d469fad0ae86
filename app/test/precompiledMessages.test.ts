import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileMessages, messageLiterals } from '../build/precompiledMessages';
import { appRoot } from '../build/routeTree.mjs';

const repoRoot = join(appRoot, '..');

/** Every module that declares messages: the library's and the app's. */
const messageModules = [join(repoRoot, 'packages/ui/src'), join(appRoot, 'src')].flatMap((dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    // The library's i18n/messages.ts defines defineMessages (and shows it in a comment).
    .filter((file) => !file.endsWith(join('i18n', 'messages.ts')) && readFileSync(file, 'utf8').includes('defineMessages({')),
);

/** What the build's transform sees: the module as JavaScript. */
async function asJavaScript(file: string): Promise<string> {
  return (await transformWithOxc(readFileSync(file, 'utf8'), file)).code;
}

type Tree = { type: string; [key: string]: unknown };

/** The tables of a module's `defineMessages({ … })` calls, read back from its (compiled) code. */
function definedTables(code: string): Record<string, Record<string, unknown>>[] {
  const tables: Record<string, Record<string, unknown>>[] = [];
  const visit = (node: Tree): void => {
    if (node.type === 'CallExpression' && (node.callee as Tree & { name?: string }).name === 'defineMessages') {
      const [table] = node.arguments as Tree[];
      const source = code.slice(table.start as number, table.end as number);
      tables.push(new Function(`return (${source});`)() as Record<string, Record<string, unknown>>);
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object' && typeof (child as Tree).type === 'string') visit(child as Tree);
    }
  };
  visit(parseAst(code) as unknown as Tree);
  return tables;
}

describe('messages compiled at build time', () => {
  it('finds the message modules', () => {
    expect(messageModules.length).toBeGreaterThan(50);
  });

  it('compiles every message of every module, so the built app never needs the parser', async () => {
    let messages = 0;
    for (const file of messageModules) {
      const name = relative(repoRoot, file);
      const compiled = compileMessages(await asJavaScript(file), name);
      // Afterwards each message of each table is an array (a syntax tree), no string is left.
      const calls = definedTables(compiled);
      expect(calls.length, name).toBeGreaterThan(0);
      for (const table of calls) {
        for (const locale of ['en', 'nl']) {
          const values = Object.values(table[locale] ?? {});
          expect(values.length, `${name} ${locale}`).toBeGreaterThan(0);
          for (const value of values) expect(Array.isArray(value), `${name} ${locale}`).toBe(true);
          messages += values.length;
        }
      }
    }
    expect(messages).toBeGreaterThan(1000);
  });

  it('turns each string into the tree formatjs would parse in the browser', () => {
    const code = "export const m = defineMessages({ en: { n: '{count, plural, one {# hour} other {# hours}}' }, nl: { n: '{count, plural, one {# uur} other {# uur}}' } });";
    const [en, nl] = messageLiterals(code, 'inline.js').sort((a, b) => a.start - b.start);
    expect(JSON.parse(en.text)).toEqual(parse('{count, plural, one {# hour} other {# hours}}'));
    expect(JSON.parse(nl.text)).toEqual(parse('{count, plural, one {# uur} other {# uur}}'));
    expect(code.slice(en.start, en.end)).toBe("'{count, plural, one {# hour} other {# hours}}'");
  });

  it('stops the build on a message it cannot compile', () => {
    expect(() => messageLiterals('const x = 1; defineMessages({ en: { a: `A ${x}` }, nl: { a: "A" } });', 'bad.js')).toThrow(/en\.a is not a string literal/);
    expect(() => messageLiterals('defineMessages(table);', 'bad.js')).toThrow(/object literal/);
    expect(() => messageLiterals("defineMessages({ en: { a: '{oops' }, nl: { a: 'A' } });", 'bad.js')).toThrow();
  });
});
