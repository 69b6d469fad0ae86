#!/usr/bin/env node
// Writes src/constraints.gen.ts and src/values.gen.ts: the validation bounds openapi.yaml gives each property of each
// object schema (minimum, maximum, minLength, maxLength, pattern, minItems, maxItems, and a list's `items`), with `$ref`s to primitive
// schemas followed, and every schema's `default`. Forms read their bounds from there, so a
// bound changed in the contract changes the form too; nothing restates the contract by hand.
//
//   node scripts/constraints.mjs            (part of `pnpm --filter @kwartier/api generate`)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems'];

function resolve(doc, node) {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error(`$ref loop at ${node.$ref}`);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((n, part) => n?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  }
  return current;
}

/** The bounds of one property schema: its own keywords win over those of a schema it refers to. */
function boundsOf(doc, property) {
  const bounds = {};
  const chain = [];
  for (let node = property; node; node = node.$ref ? resolve(doc, { $ref: node.$ref }) : undefined) chain.unshift(node);
  for (const node of chain) for (const key of KEYWORDS) if (node[key] !== undefined) bounds[key] = node[key];
  // A list's bounds hold those of its items too (e.g. each reminder day 1–365).
  const items = chain.findLast((node) => node.items)?.items;
  if (items) {
    const itemBounds = boundsOf(doc, items);
    if (Object.keys(itemBounds).length > 0) bounds.items = itemBounds;
  }
  return bounds;
}

/** `{ Schema: { property: bounds } }` for object schemas, `{ Schema: default }` and `{ Schema: [values] }` for enums. */
export function constraintsOf(doc) {
  const bounds = {};
  const defaults = {};
  const enums = {};
  const html = doc.components?.schemas?.Html ?? {};
  const htmlAllowList = { tags: html['x-html-tags'] ?? [], urlSchemes: html['x-html-url-schemes'] ?? [] };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (schema.default !== undefined) defaults[name] = schema.default;
    if (Array.isArray(schema.enum)) enums[name] = schema.enum;
    const properties = {};
    for (const [property, node] of Object.entries(schema.properties ?? {})) {
      const found = boundsOf(doc, node);
      if (Object.keys(found).length > 0) properties[property] = found;
    }
    if (Object.keys(properties).length > 0) bounds[name] = properties;
  }
  // Reads that take their input as a body (`x-read-only` POSTs): the client retries them as reads.
  const readOnlyPosts = Object.entries(doc.paths ?? {})
    .filter(([, item]) => item?.post?.['x-read-only'] === true)
    .map(([path]) => path);
  const limits = doc['x-limits'] ?? {};
  const retry = doc['x-retry'] ?? { statuses: [], keyedStatuses: [] };
  return { bounds, defaults, enums, htmlAllowList, readOnlyPosts, limits, retry };
}

const HEADER = `// Generated from openapi.yaml by scripts/constraints.mjs — do not edit.
// \`pnpm --filter @kwartier/api generate\` writes it anew; a test fails when it is stale.
`;

/**
 * The two generated files, by name in src/. Two modules rather than one, so an app that needs only
 * the small enums and defaults (every screen's language and date format) does not carry the bounds
 * of every form in the same chunk.
 */
export function renderConstraints(doc) {
  const { bounds, defaults, enums, htmlAllowList, readOnlyPosts, limits, retry } = constraintsOf(doc);
  return {
    'constraints.gen.ts': `${HEADER}
/** Validation bounds of each property of each object schema, as the server enforces them. */
export const schemaBounds = ${JSON.stringify(bounds, null, 2)} as const;
`,
    'values.gen.ts': `${HEADER}
/** Each schema's \`default\` in the contract. */
export const schemaDefaults = ${JSON.stringify(defaults, null, 2)} as const;

/** The values of each enum schema, in the contract's order. */
export const schemaEnums = ${JSON.stringify(enums, null, 2)} as const;

/** What rich text (the \`Html\` schema) may hold: its elements and link schemes, as the server sanitises it. */
export const htmlAllowList = ${JSON.stringify(htmlAllowList, null, 2)} as const;

/** The paths whose POST is a read (\`x-read-only\`): it changes nothing, and the client retries it as a read. */
export const readOnlyPosts: readonly string[] = ${JSON.stringify(readOnlyPosts, null, 2)};

/** The service's limits that are no single property's bound (\`x-limits\`): the longest date range in days, … */
export const contractLimits = ${JSON.stringify(limits, null, 2)} as const;

/** Which answers a call is sent again after (\`x-retry\`): any call, and a change with an Idempotency-Key (also after any 5xx). */
export const contractRetry: { statuses: readonly number[]; keyedStatuses: readonly number[] } = ${JSON.stringify(retry, null, 2)};
`,
  };
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = parse(readFileSync(join(here, '../../../openapi.yaml'), 'utf8'));
  for (const [file, text] of Object.entries(renderConstraints(doc))) writeFileSync(join(here, '../src', file), text);
}
