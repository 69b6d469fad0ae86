import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../build/routeTree.mjs';
import { newPage, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

/** The built file of a catalogue part (build/catalogueParts.ts), by its manifest key. */
function built(key: string): string {
  const manifest = JSON.parse(readFileSync(join(appRoot, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[key];
  if (!entry) throw new Error(`no ${key} in the manifest`);
  return `/${entry.file}`;
}

const rest = (locale: string) => built(`src/i18n/${locale}.json?rest`);
const libraryStart = (locale: string) => built(`../packages/ui/src/i18n/catalogue/${locale}.json`);

/** The scripts a page asked for. */
function scriptsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Makes requests for `path` fail as if the network were away, until the returned function is called. */
async function block(page: Page, path: string): Promise<() => Promise<void>> {
  const pattern = `**${path}`;
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

describe("a language's words, split by the pages that need them", () => {
  it('/login loads only its own words; another page loads the rest before it renders', async () => {
    const page = await newPage(browser, server);
    const asked = scriptsOf(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Password' }).waitFor();
    expect(asked).not.toContain(rest('en'));
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Sign up', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Organisation name' }).waitFor();
    expect(asked).toContain(rest('en'));
    await page.context().close();
  });

  it("shows an error with 'Try again' in the page's language when the rest of its words cannot be loaded, and renders once they can", async () => {
    const page = await newPage(browser, server, 'nl-NL');
    const unblock = await block(page, rest('nl'));
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Er ging iets mis' }).waitFor();
    await unblock();
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.getByRole('heading', { name: 'Registreren', level: 1 }).waitFor();
    await page.context().close();
  });

  it('says so in English when the language itself cannot be loaded', async () => {
    const page = await newPage(browser, server, 'nl-NL');
    const unblock = await block(page, libraryStart('nl'));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await unblock();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Inloggen', level: 1 }).waitFor();
    await page.context().close();
  });
});
