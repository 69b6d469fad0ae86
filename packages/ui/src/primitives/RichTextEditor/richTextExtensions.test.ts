import { getSchema } from '@tiptap/react';
import type { DOMOutputSpec, Mark, Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { HTML_CONTENT_TAGS } from '../HtmlContent/sanitizeHtml';
import { isAllowedLinkUrl, richTextExtensions } from './richTextExtensions';

const schema = getSchema(richTextExtensions);

/** Tag names and attributes (with a value) a DOMOutputSpec writes, nested specs included. */
function written(spec: DOMOutputSpec, into: { tags: Set<string>; attributes: Set<string> }) {
  if (!Array.isArray(spec)) throw new Error(`expected an array spec, got ${String(spec)}`);
  const [tag, ...rest] = spec as readonly unknown[];
  into.tags.add(String(tag).toLowerCase());
  for (const part of rest) {
    if (Array.isArray(part)) written(part as unknown as DOMOutputSpec, into);
    else if (part != null && typeof part === 'object') {
      for (const [name, value] of Object.entries(part)) if (value != null) into.attributes.add(`${String(tag)}[${name}]`);
    }
  }
  return into;
}

/** Every node the schema can hold, with the attributes it can take. */
function sampleNodes(): Node[] {
  const nodes: Node[] = [];
  for (const type of Object.values(schema.nodes)) {
    if (type.isText || !type.spec.toDOM) continue;
    const levels = type.name === 'heading' ? [1, 2, 3, 4, 5, 6] : [undefined];
    for (const level of levels) nodes.push(type.create(level ? { level } : null));
  }
  return nodes;
}

function sampleMarks(): Mark[] {
  return Object.values(schema.marks).map((type) =>
    type.create(type.name === 'link' ? { href: 'https://example.nl' } : null),
  );
}

describe('the rich-text editor schema', () => {
  const found = { tags: new Set<string>(), attributes: new Set<string>() };
  for (const node of sampleNodes()) written(node.type.spec.toDOM!(node), found);
  for (const mark of sampleMarks()) written(mark.type.spec.toDOM!(mark, true), found);

  it('writes only tags the display sanitiser keeps', () => {
    expect([...found.tags].filter((tag) => !(HTML_CONTENT_TAGS as readonly string[]).includes(tag))).toEqual([]);
    // The formatting the toolbar offers is there.
    for (const tag of ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a']) expect(found.tags).toContain(tag);
  });

  it('has no code, code block, horizontal rule or h1', () => {
    expect(Object.keys(schema.nodes)).not.toContain('codeBlock');
    expect(Object.keys(schema.nodes)).not.toContain('horizontalRule');
    expect(Object.keys(schema.marks)).not.toContain('code');
    expect(found.tags).not.toContain('h1');
  });

  it('gives links an href and nothing else', () => {
    expect([...found.attributes].filter((a) => a.startsWith('a['))).toEqual(['a[href]']);
  });

  it('reads an h1 as a paragraph and drops code and rules (their text stays)', () => {
    const headingRule = schema.nodes.heading!.spec.parseDOM!.map((rule) => ('tag' in rule ? rule.tag : undefined));
    expect(headingRule).not.toContain('h1');
    const tags = [...Object.values(schema.nodes), ...Object.values(schema.marks)].flatMap((type) =>
      (type.spec.parseDOM ?? []).map((rule) => ('tag' in rule ? rule.tag : undefined)),
    );
    for (const tag of ['pre', 'code', 'hr', 'img']) expect(tags).not.toContain(tag);
  });
});

describe('isAllowedLinkUrl', () => {
  it('accepts http, https and mailto addresses', () => {
    expect(isAllowedLinkUrl('https://example.nl/offerte')).toBe(true);
    expect(isAllowedLinkUrl('http://example.nl')).toBe(true);
    expect(isAllowedLinkUrl(' HTTPS://EXAMPLE.NL ')).toBe(true);
    expect(isAllowedLinkUrl('mailto:info@example.nl')).toBe(true);
  });

  it('refuses other schemes, relative addresses and incomplete ones', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.nl',
      'example.nl',
      '/relative',
      'https://',
      'mailto:',
      'https://exa mple.nl',
      '',
    ]) {
      expect(isAllowedLinkUrl(url), url).toBe(false);
    }
  });
});
