// `pnpm build`: the API reference's page rendered once from the contract (src/http/apiReferencePage.ts),
// written beside the server's bundle (dist/api-reference.html), where the server finds it.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../src/config.js';
import { renderedApiReferencePage } from '../src/http/apiReferencePage.js';

const started = performance.now();
const page = await renderedApiReferencePage(readFileSync(loadConfig({}).openapiFile, 'utf8'));
const file = new URL('../dist/api-reference.html', import.meta.url);
writeFileSync(file, page);
console.log(`API reference: ${(page.length / 1e6).toFixed(1)} MB rendered in ${((performance.now() - started) / 1000).toFixed(1)} s → dist/api-reference.html`);
