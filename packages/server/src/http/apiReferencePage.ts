import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { load } from 'js-yaml';

// The API reference's page (/api/docs): Redoc's bundle renders the contract in the browser, and
// the build renders it once beforehand with Redoc's own server rendering (as redoc-cli's `build`
// does), so the reference is there to read as the page arrives: Redoc renders all ~200 operations
// at once, ~2.4 s of one core and ~11 s on a phone before anything showed. The browser's Redoc then
// renders over it (no hydration: the bundle carries its own React, another version than the
// server's), and the page works as before.

/** Where the reference and the contract are served. */
export const API_REFERENCE_PATH = '/api/docs';
export const CONTRACT_PATH = '/api/openapi.yaml';
export const BUNDLE_PATH = `${API_REFERENCE_PATH}/redoc.standalone.js`;
export const START_PATH = `${API_REFERENCE_PATH}/start.js`;

/** Redoc's options, the same for the build's rendering and the browser's (the start script). */
export const REDOC_OPTIONS = {
  jsonSampleExpandLevel: 3,
  sortTagsAlphabetically: false,
  theme: { colors: { primary: { main: '#1f6f5c' } }, typography: { fontFamily: 'system-ui, sans-serif', headings: { fontFamily: 'system-ui, sans-serif' } } },
};

/**
 * The bundle's one address elsewhere: the Redocly logo beside "API docs by Redocly", fetched from
 * a CDN. Served with an empty image of its own instead, so the page loads nothing from another
 * origin (the policy would block it and log a violation on every visit).
 */
export const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
export const NO_LOGO = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The name of the meta element that says which contract a rendered page shows (its sha256). */
const CONTRACT_META = 'kwartier-contract';

export const contractHash = (contract: string) => createHash('sha256').update(contract).digest('hex');

/** The page: Redoc's bundle and the start script, around the rendered reference (empty: Redoc renders it in the browser). */
export function apiReferencePage(rendered?: { html: string; styles: string; contract: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kwartier API reference</title>
<meta name="description" content="Every call of the Kwartier API: authentication with a personal access token, idempotency keys, limits, errors.">
${rendered ? `<meta name="${CONTRACT_META}" content="${contractHash(rendered.contract)}">\n${rendered.styles}\n` : ''}</head>
<body>
${rendered ? '' : `<noscript>The reference needs JavaScript. The contract itself is at <a href="${CONTRACT_PATH}">${CONTRACT_PATH}</a>.</noscript>\n`}<div id="reference">${rendered?.html ?? ''}</div>
<script src="${BUNDLE_PATH}"></script>
<script src="${START_PATH}"></script>
</body>
</html>
`;
}

/** What of Redoc and its peers the rendering uses (the server has no React of its own to type them with). */
interface RedocModule {
  createStore(spec: unknown, specUrl: string, options: unknown): Promise<unknown>;
  Redoc: unknown;
}
interface ReactModule {
  createElement(type: unknown, props: unknown): unknown;
}
interface ReactDomServerModule {
  renderToString(element: unknown): string;
}
interface StyledComponentsModule {
  ServerStyleSheet: new () => { collectStyles(element: unknown): unknown; getStyleTags(): string; seal(): void };
}

/**
 * The page with the reference rendered from `contract` (openapi.yaml's text) by Redoc on the
 * server: its markup and its styled-components' styles (left to this page: their attribute is
 * dropped, so the browser's Redoc neither adopts nor removes them). React, react-dom and
 * styled-components are Redoc's own (its peers, as installed beside it).
 */
export async function renderedApiReferencePage(contract: string): Promise<string> {
  const fromRedoc = createRequire(createRequire(import.meta.url).resolve('redoc'));
  const { createStore, Redoc } = fromRedoc('redoc') as RedocModule;
  const { createElement } = fromRedoc('react') as ReactModule;
  const { renderToString } = fromRedoc('react-dom/server') as ReactDomServerModule;
  const { ServerStyleSheet } = fromRedoc('styled-components') as StyledComponentsModule;
  const store = await createStore(load(contract), CONTRACT_PATH, REDOC_OPTIONS);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(createElement(Redoc, { store })));
    const styles = sheet.getStyleTags().replace(/ data-styled(-version)?="[^"]*"/g, '');
    return apiReferencePage({ html: html.replaceAll(CDN_LOGO, NO_LOGO), styles, contract });
  } finally {
    sheet.seal();
  }
}

/**
 * The page as the build rendered it (`file`), when it shows this very contract; else the page that
 * Redoc renders in the browser alone (no build, or a contract changed since).
 */
export function apiReferencePageFor(file: string, contract: string): string {
  if (existsSync(file)) {
    const page = readFileSync(file, 'utf8');
    if (page.includes(`<meta name="${CONTRACT_META}" content="${contractHash(contract)}">`)) return page;
  }
  return apiReferencePage();
}
