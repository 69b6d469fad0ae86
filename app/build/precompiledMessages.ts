import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/**
 * Messages compiled to ICU syntax trees at build time, so the built app needs no message parser
 * (about 7 kB gzip of every page's framework chunk, /login included).
 *
 * Every component declares its messages once, as strings, with `defineMessages({ en, nl })`
 * (`@kwartier/ui`'s i18n). In the app's build this transform replaces each of those strings by
 * the tree `@formatjs/icu-messageformat-parser` makes of it — what `intl-messageformat` would
 * otherwise parse in the browser on first use — and `vite.config.ts` swaps the parser for
 * formatjs' `no-parser` entry. Storybook, the unit tests, `vite` in development and apps
 * embedding `@kwartier/ui` keep the strings and the parser.
 *
 * A message that is not a plain string literal (a template, a concatenation, a variable) cannot
 * be compiled here and would need the parser in the browser: the build stops on it.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'kwartier:precompiled-messages',
    apply: 'build',
    // After TypeScript is stripped: the code is JavaScript that `parseAst` reads.
    enforce: 'post',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: 'defineMessages(' },
      handler(code, id) {
        const compiled = compileMessages(code, id);
        return compiled === code ? null : { code: compiled, map: null };
      },
    },
  };
}

/** The module with every message of its `defineMessages` calls replaced by its syntax tree. */
export function compileMessages(code: string, id: string): string {
  let out = code;
  for (const { start, end, text } of messageLiterals(code, id).sort((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The string literals of every `defineMessages({ en: {…}, nl: {…} })` call, each with its compiled tree. */
export function messageLiterals(code: string, id: string): Replacement[] {
  const replacements: Replacement[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Identifier' && node.callee.name === 'defineMessages') {
      const [table] = node.arguments as Node[];
      if (!table || table.type !== 'ObjectExpression') throw new Error(`${id}: defineMessages() takes an object literal ({ en: {…}, nl: {…} }) so its messages can be compiled`);
      for (const locale of table.properties as Node[]) compileLocale(locale, id, replacements);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return replacements;
}

function propertyName(property: Node, id: string): string {
  const key = property.key as Node & { name?: string; value?: unknown };
  if (property.type !== 'Property' || property.computed) throw new Error(`${id}: messages must be plain properties (no spread, no computed keys)`);
  return key.type === 'Identifier' ? String(key.name) : String(key.value);
}

function compileLocale(property: Node, id: string, replacements: Replacement[]): void {
  const locale = propertyName(property, id);
  const messages = property.value as Node;
  if (messages.type !== 'ObjectExpression') throw new Error(`${id}: the ${locale} messages must be an object literal`);
  for (const message of messages.properties as Node[]) {
    const key = propertyName(message, id);
    const value = message.value as Node & { value?: unknown };
    if (value.type !== 'Literal' || typeof value.value !== 'string') {
      throw new Error(`${id}: message ${locale}.${key} is not a string literal, so it cannot be compiled at build time`);
    }
    // The options intl-messageformat parses with in the browser (its locale decides the hour
    // cycle of date skeletons).
    const tree = parse(value.value, { locale: new Intl.Locale(locale) });
    replacements.push({ start: value.start, end: value.end, text: JSON.stringify(tree) });
  }
}
