/**
 * The published packages as a consumer gets them: builds and packs @kwartier/ui and @kwartier/api
 * with `pnpm pack` (which applies publishConfig and turns `workspace:*` into a version), lints the
 * tarballs (publint, arethetypeswrong), checks the size budgets, then creates a fresh Vite + React
 * app in the system's temporary folder — outside the workspace — installs the two tarballs and
 * React from the registry, type-checks and builds it, serves the build and drives it in Chromium:
 * a themed FormDialog opens and a Table renders rows, as an embedding app uses them.
 *
 * The tarballs are built and packed once for the suite by globalSetup.ts (shared with
 * embed.test.ts, the embedding example).
 *
 * Run: pnpm --filter @kwartier/ui test:package   (KWARTIER_SKIP_BUILD=1 reuses existing dist/)
 * KEEP_CONSUMER_APP=1 keeps the temporary app and prints its folder.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { resolveChromium } from '../../../../scripts/browser.mjs';
import { run } from './run';
import { serveStatic } from './serve';

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, '../..');
const apiDir = path.resolve(uiDir, '../api');
const rootDir = path.resolve(uiDir, '../..');

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const uiManifest = readJson(path.join(uiDir, 'package.json'));
const apiManifest = readJson(path.join(apiDir, 'package.json'));
const rootManifest = readJson(path.join(rootDir, 'package.json'));

/** Seconds per step, printed at the end (the lead's budget for this suite is ~3 minutes). */
const timings: [string, number][] = [];
async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await action();
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

let work: string;
let uiTarball: string;
let apiTarball: string;
let appDir: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'kwartier-consumer-'));
  // Built and packed once for the suite (globalSetup.ts).
  const tarballs = inject('tarballs');
  timings.push(...tarballs.timings);
  uiTarball = tarballs.ui;
  apiTarball = tarballs.api;

  // A fresh app: the template's sources, and a manifest naming the tarballs and the same React,
  // Vite and TypeScript versions as the workspace (so the shared pnpm store already has them).
  appDir = path.join(work, 'app');
  cpSync(path.join(here, 'app'), appDir, { recursive: true });
  const dev = { ...rootManifest.devDependencies, ...uiManifest.devDependencies };
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify(
      {
        name: 'kwartier-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@kwartier/ui': `file:${uiTarball}`,
          '@kwartier/api': `file:${apiTarball}`,
          react: dev.react,
          'react-dom': dev['react-dom'],
        },
        devDependencies: {
          '@types/react': dev['@types/react'],
          '@types/react-dom': dev['@types/react-dom'],
          '@vitejs/plugin-react': dev['@vitejs/plugin-react'],
          typescript: dev.typescript,
          vite: dev.vite,
        },
        pnpm: {
          // The packed ui depends on "@kwartier/api": "<version>", which is not on the registry:
          // every @kwartier/api in the tree is the packed one.
          overrides: { '@kwartier/api': `file:${apiTarball}` },
          onlyBuiltDependencies: ['esbuild'],
        },
      },
      null,
      2,
    ),
  );
  await step('pnpm install (consumer app)', () =>
    run('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], {
      cwd: appDir,
    }),
  );
}, 300_000);

afterAll(() => {
  const total = timings.reduce((sum, [, s]) => sum + s, 0);
  console.log(
    `package checks, seconds per step:\n${timings.map(([n, s]) => `  ${s.toFixed(1).padStart(6)}  ${n}`).join('\n')}\n  ${total.toFixed(1).padStart(6)}  total`,
  );
  if (process.env.KEEP_CONSUMER_APP === '1') console.log(`consumer app kept in ${appDir}`);
  else if (work) rmSync(work, { recursive: true, force: true });
});

describe('the tarballs', () => {
  const manifestIn = async (tarball: string) =>
    JSON.parse((await run('tar', ['-xzf', tarball, '-O', 'package/package.json'], { cwd: work })).stdout);
  const filesIn = async (tarball: string) =>
    (await run('tar', ['-tzf', tarball], { cwd: work })).stdout.trim().split('\n').map((f) => f.replace(/^package\//, ''));

  test('@kwartier/ui ships ESM, types and one stylesheet, with React as a peer', async () => {
    const manifest = await manifestIn(uiTarball);
    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './theme': { types: './dist/theme.d.ts', import: './dist/theme.js' },
      './styles.css': './dist/index.css',
      './package.json': './package.json',
    });
    expect(manifest.dependencies['@kwartier/api']).toBe(apiManifest.version);
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(Object.keys(manifest.peerDependencies)).toEqual(['react', 'react-dom']);
    expect(manifest.dependencies.react).toBeUndefined();
    expect(manifest.sideEffects).toContain('**/*.css');

    const files = await filesIn(uiTarball);
    expect(files.filter((f) => f.endsWith('.css'))).toEqual(['dist/index.css']);
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md', 'CHANGELOG.md'].includes(f))).toEqual([]);
    for (const entry of ['dist/index.js', 'dist/index.d.ts', 'dist/theme.js', 'dist/theme.d.ts']) expect(files).toContain(entry);
    // The JS leaves the stylesheet to the consumer (TOOLCHAIN: it does not import its CSS).
    const js = await readFile(path.join(uiDir, 'dist/index.js'), 'utf8');
    expect(js).not.toMatch(/import\s*["'][^"']+\.css["']/);
  });

  test('@kwartier/ui loads Tiptap only from the rich-text editor chunk, which it imports lazily', async () => {
    const js = await readFile(path.join(uiDir, 'dist/index.js'), 'utf8');
    expect(js).not.toContain('@tiptap/');
    const chunk = /import\(["'](\.\/RichTextEditorField-[\w-]+\.js)["']\)/.exec(js)?.[1];
    expect(chunk, 'dist/index.js imports the editor chunk dynamically').toBeDefined();
    expect(await filesIn(uiTarball)).toContain(`dist/${chunk!.slice(2)}`);
    const editor = await readFile(path.join(uiDir, 'dist', chunk!), 'utf8');
    expect(editor).toMatch(/from ["']@tiptap\/react["']/);
  });

  test('@kwartier/api ships ESM and types', async () => {
    const manifest = await manifestIn(apiTarball);
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    const files = await filesIn(apiTarball);
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md', 'CHANGELOG.md'].includes(f))).toEqual([]);
  });

  test.each([
    ['@kwartier/ui', () => uiTarball],
    ['@kwartier/api', () => apiTarball],
  ])('publint finds nothing in %s', async (_name, tarballOf) => {
    const buffer = await readFile(tarballOf());
    const tarball = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    const { messages, pkg } = await step(`publint ${_name}`, () =>
      publint({ pack: { tarball }, level: 'suggestion', strict: true }),
    );
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg)}`)).toEqual([]);
  });

  test.each([
    // A stylesheet has no types: attw only checks the JS entry points.
    ['@kwartier/ui', () => uiTarball, ['--exclude-entrypoints', './styles.css']],
    ['@kwartier/api', () => apiTarball, []],
  ] as const)('arethetypeswrong: %s resolves for ESM consumers (node16, bundler)', async (name, tarballOf, extra) => {
    const result = await step(`attw ${name}`, () =>
      run('pnpm', ['exec', 'attw', tarballOf(), '--profile', 'esm-only', '--format', 'ascii', ...extra], {
        cwd: uiDir,
        allowFailure: true,
      }),
    );
    expect(result.code, result.stdout + result.stderr).toBe(0);
  });

  test('size-limit budgets hold (gzip)', async () => {
    const result = await step('size-limit', () =>
      run('pnpm', ['exec', 'size-limit', '--json'], { cwd: uiDir, allowFailure: true }),
    );
    const checks = JSON.parse(result.stdout) as { name: string; passed: boolean; size: number }[];
    console.log(checks.map((c) => `${c.name}: ${(c.size / 1000).toFixed(2)} kB`).join('\n'));
    expect(checks.length).toBeGreaterThanOrEqual(2);
    expect(checks.filter((c) => !c.passed).map((c) => c.name)).toEqual([]);
  });
});

describe('a Vite + React app installing the tarballs', () => {
  let browser: Browser;
  let page: Page;
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  const pageErrors: string[] = [];

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('type-checks against the published types', async () => {
    await step('tsc (consumer app)', () => run(path.join(appDir, 'node_modules/.bin/tsc'), ['--noEmit'], { cwd: appDir }));
  });

  test('builds with vite', async () => {
    await step('vite build (consumer app)', () => run(path.join(appDir, 'node_modules/.bin/vite'), ['build'], { cwd: appDir }));
    const assets = readdirSync(path.join(appDir, 'dist/assets'));
    expect(assets.some((f) => f.endsWith('.css'))).toBe(true);
    // The app's entry does not carry the editor: Tiptap (ProseMirror) is in a chunk of its own.
    const html = readFileSync(path.join(appDir, 'dist/index.html'), 'utf8');
    const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const withProseMirror = assets.filter(
      (f) => f.endsWith('.js') && readFileSync(path.join(appDir, 'dist/assets', f), 'utf8').includes('ProseMirror'),
    );
    expect(withProseMirror.length).toBeGreaterThan(0);
    expect(withProseMirror).not.toContain(entry);
  });

  test('a themed FormDialog opens inside the theme, in Dutch', async () => {
    server = await serveStatic(path.join(appDir, 'dist'));
    browser = await step('launch Chromium', async () => {
      // CHROMIUM_PATH, a system Chromium, or the npm-shipped one (scripts/browser.mjs).
      const { executablePath, args, env } = await resolveChromium();
      return chromium.launch({ executablePath, args, env });
    });
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(server.url);

    await page.getByRole('button', { name: 'Klant toevoegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Klant toevoegen' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The rich-text editor's chunk (and Tiptap) loaded when the dialog showed it.
    const editor = dialog.getByRole('textbox', { name: 'Omschrijving' });
    await expect.poll(() => editor.count()).toBe(1);
    expect(await editor.getAttribute('aria-multiline')).toBe('true');
    // The dialog portals into the ThemeRoot, so it has the organisation's colours…
    expect(await dialog.evaluate((el) => el.closest('[data-kwartier-theme]') !== null)).toBe(true);
    const save = dialog.getByRole('button', { name: 'Opslaan' });
    expect(await save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(106, 27, 154)');
    expect(await save.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    // …and the stylesheet's layout: a modal overlay over the whole window.
    const inFixedOverlay = await dialog.evaluate((el) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
      return false;
    });
    expect(inFixedOverlay).toBe(true);
    // The print theme class from @kwartier/ui/theme is in the same stylesheet.
    expect(await page.getByTestId('print-sample').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/serif$/);
  });

  test('the Table renders rows, and saving the dialog adds one', async () => {
    const table = page.getByRole('table', { name: 'Klanten' });
    // A header row and three clients.
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual([
      'Bakkerij Jansen',
      'Fietsenmaker de Vries',
      'Studio Noord',
    ]);

    const dialog = page.getByRole('dialog', { name: 'Klant toevoegen' });
    await dialog.getByRole('textbox', { name: /Naam/ }).fill('Kaasboer Visser');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    expect(await table.getByRole('rowheader').last().textContent()).toBe('Kaasboer Visser');
    expect(pageErrors).toEqual([]);
  });
});
