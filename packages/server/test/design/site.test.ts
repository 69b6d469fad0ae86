// The design review site as a designer gets it: the real `pnpm storybook:build` output served by
// the Kwartier server at /design (DESIGN_DOCS=1), under /design's Content-Security-Policy, opened
// in Chromium. Every docs page (the MDX pages and each component's autodocs page) renders with no
// error shown, no script error and no blocked resource. Build the site first (scripts/test-all.mjs
// does): the suite fails, saying so, without it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveChromium } from '../../../../scripts/browser.mjs';
import { repoRoot } from '../../src/config.js';
import { startTestServer, type TestServer } from '../support/server.js';

const siteDir = process.env.DESIGN_DOCS_DIR || join(repoRoot(), 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
}

/** Docs pages open at once in "renders every docs page". */
const DOCS_TABS = 4;

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  if (!existsSync(join(siteDir, 'index.html'))) throw new Error(`No built design site in ${siteDir}: run \`pnpm storybook:build\` first.`);
  server = await startTestServer({ env: { DESIGN_DOCS: '1', DESIGN_DOCS_DIR: siteDir, DESIGN_REVIEW_DIR: join(siteDir, 'no-review-here') } });
  const { executablePath, args, env } = await resolveChromium();
  browser = await chromium.launch({ executablePath, headless: true, args, env });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Stories that show hostile HTML (`onclick`, `onerror`… in a description) through HtmlContent:
 * while DOMPurify parses it, Chromium reports the inline handlers the policy blocks. Blocked is
 * the point, so that report, from the sanitizer's own bundle, is no error of the page.
 */
function isSanitizerReport(text: string, where: string): boolean {
  return text.startsWith('Executing inline event handler violates') && /\/assets\/sanitizeHtml-[\w-]+\.js$/.test(where);
}

/** Script errors, console errors (CSP violations among them) and failed requests of a page, as they happen. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    // Chromium asks the origin for /favicon.ico by itself; that is not the site's request.
    if (new URL(where || 'about:blank', 'http://x').pathname === '/favicon.ico') return;
    if (isSanitizerReport(message.text(), where)) return;
    problems.push(`console error: ${message.text()} (${where})`);
  });
  page.on('requestfailed', (request) => {
    // Going to the next page cancels what the last one was still loading (a lazy chunk).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

describe('the design site at /design', () => {
  it('opens in the Storybook manager on a docs page, the preview framed under /design’s policy', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    await page.goto(`${server.url}/design/?path=/docs/docs-getting-started--docs`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.locator('#storybook-docs h1').first().waitFor({ timeout: 60_000 });
    expect(await preview.locator('#storybook-docs h1').first().textContent()).toBe('Getting started');
    // The sidebar lists the docs pages and the components.
    await page.getByText('Theming your brand').first().waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders every docs page with no error', async () => {
    const index = JSON.parse(readFileSync(join(siteDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
    // The five guides and the reference, and an autodocs page per component with stories.
    expect(docs.filter((entry) => entry.title.startsWith('Docs/')).map((entry) => entry.title).sort()).toEqual([
      'Docs/Accessibility',
      'Docs/Embedding with your own backend',
      'Docs/Getting started',
      'Docs/Languages',
      'Docs/Reference',
      'Docs/Theming your brand',
    ]);
    expect(docs.length).toBeGreaterThan(90);

    // A few tabs side by side: a page mostly waits (for its chunks, then for the network to go
    // quiet), so one tab after another left the cores idle most of the stage. Each tab watches its
    // own page; the failures are reported in the index's order.
    const failures = new Map<string, string>();
    let next = 0;
    const tab = async () => {
      const page = await browser.newPage();
      const problems = watch(page);
      while (next < docs.length) {
        const entry = docs[next++];
        problems.length = 0;
        await page.goto(`${server.url}/design/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`);
        // Storybook shows a docs page in #storybook-docs, or its error screen instead.
        await page.waitForFunction(
          () => document.body.classList.contains('sb-show-errordisplay') || document.querySelector('#storybook-docs h1, #storybook-docs .sbdocs-title') !== null,
          undefined,
          { timeout: 30_000 },
        );
        // Give the page's stories a moment to render (and throw) after the title.
        await page.waitForLoadState('networkidle');
        const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
        if (errorShown) problems.push(`error shown: ${(await page.locator('.sb-errordisplay').innerText()).slice(0, 300)}`);
        if (problems.length) failures.set(entry.id, `${entry.title} (${entry.id}):\n  ${problems.join('\n  ')}`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: DOCS_TABS }, tab));
    expect(docs.flatMap((entry) => failures.get(entry.id) ?? [])).toEqual([]);
  });

  it("shows a component's do / don't on its autodocs page", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/design/iframe.html?id=features-time-weekgrid--docs&viewMode=docs`);
    const docs = page.locator('#storybook-docs');
    await docs.locator('h1, .sbdocs-title').first().waitFor({ timeout: 30_000 });
    // The description (the component's JSDoc) ends with the two lists, each a heading and its items.
    const headings = await docs.locator('h3').allInnerTexts();
    expect(headings).toEqual(expect.arrayContaining(['Do', "Don't"]));
    expect(await docs.getByText('Keep every change until the server confirms it', { exact: false }).count()).toBeGreaterThan(0);
    await page.close();
  });
});
