import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { CDN_LOGO, apiReferencePage, apiReferencePageFor, contractHash, renderedApiReferencePage } from './apiReferencePage.js';

const contract = readFileSync(loadConfig({}).openapiFile, 'utf8');

describe("the API reference's page", () => {
  it('is rendered from the contract by Redoc on the server: its sections and operations are there to read before any script runs', async () => {
    const page = await renderedApiReferencePage(contract);
    const reference = page.match(/<div id="reference">([\s\S]*)<\/div>\s*<script/)?.[1] ?? '';
    expect(reference).toMatch(/<h1[^>]*>Kwartier API/);
    expect(reference).toContain('Calling the API from a script or another app');
    expect(reference).toMatch(/<h2[^>]*><a[^>]*href="#tag\/clients\/operation\/listClients"[^>]*><\/a>List clients/);
    // Its styles come along, for this page only; the browser's Redoc adopts none of them.
    expect(page).toMatch(/<style>[^<]{1000,}<\/style>/);
    expect(page).not.toMatch(/<style [^>]*data-styled/);
    // Nothing from elsewhere (the bundle's logo on Redocly's CDN is replaced), no inline script.
    expect(page).not.toContain(CDN_LOGO);
    expect(page.match(/<script\b[^>]*>/g)).toEqual(['<script src="/api/docs/redoc.standalone.js">', '<script src="/api/docs/start.js">']);
    expect(page).toContain(`<meta name="kwartier-contract" content="${contractHash(contract)}">`);
    // It reads without JavaScript: no notice that it needs it (the page Redoc renders alone has one).
    expect(page).not.toContain('<noscript>');
    expect(apiReferencePage()).toContain('<noscript>The reference needs JavaScript.');
  }, 60_000);

  it('is the build’s rendering only while that shows the contract the server serves', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwartier-reference-'));
    const file = join(dir, 'api-reference.html');
    const rendered = apiReferencePage({ html: '<h1>Rendered</h1>', styles: '<style>h1{}</style>', contract });
    writeFileSync(file, rendered);
    expect(apiReferencePageFor(file, contract)).toBe(rendered);
    // The contract changed since the build: Redoc renders it in the browser.
    expect(apiReferencePageFor(file, `${contract}\n# changed`)).toBe(apiReferencePage());
    expect(apiReferencePageFor(join(dir, 'missing.html'), contract)).toBe(apiReferencePage());
    expect(apiReferencePage()).toContain('<div id="reference"></div>');
  });
});
