import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../build/routeTree.mjs';

/**
 * The JavaScript /login needs before it works, gzip (kB as Vite reports: 1000 bytes): its chunks
 * and the catalogues of its language.
 *
 * The goal is 120 kB and is NOT met: measured 143.0 kB, of which the framework chunk is 121.5 kB
 * (react-dom 19 ≈ 64, TanStack Router with history and store ≈ 27, @formatjs/intl and
 * intl-messageformat ≈ 5, and react-aria and the ui package the entry shares with the pages),
 * the entry 12.5, the `login` chunk 6.3 and /login's part of the Dutch words 2.8.
 * This budget keeps what was reached from growing back. See ARCHITECTURE.md (“Bundle”).
 *
 * The budget follows what is measured, raised only by what a change adds to /login (each raise
 * and its reason is in the commit that made it: `git log -L` on this constant). The chunks name
 * the chunks they load by content hash, and those names compress a few bytes differently from
 * build to build with the same code: 50 bytes of the budget are for that.
 */
const LOGIN_BUDGET_BYTES = 145_850;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(appRoot, 'dist');
let manifest: Manifest;

beforeAll(() => {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No ${relative(appRoot, file)}: build the app first (pnpm --filter @kwartier/app build).`);
  manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/** The manifest key of a route module's page chunk (the router plugin splits it off). */
function routeChunk(routeFile: string): string {
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/routes/${routeFile}?`) && manifest[k].isDynamicEntry);
  if (!key) throw new Error(`no chunk for src/routes/${routeFile} in the manifest`);
  return key;
}

/** The chunks of a language's catalogues: the library's (i18n/catalogue/<locale>.json) and the app's (src/i18n/<locale>.json). */
function catalogueChunks(locale: string): string[] {
  const keys = Object.keys(manifest).filter((k) => k.endsWith(`i18n/catalogue/${locale}.json`) || k === `src/i18n/${locale}.json`);
  if (keys.length !== 2) throw new Error(`expected the library's and the app's ${locale} catalogue in the manifest, found ${keys.join(', ')}`);
  return keys;
}

/** The chunks and every chunk they import statically (what the browser must load before they run). */
function withStaticImports(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;
// The build's own Brotli copy (what the server sends): compressing again at quality 11 takes seconds.
const brotliSize = (file: string) => statSync(join(dist, `${file}.br`)).size;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

describe('the built app (dist/)', () => {
  it(`loads /login with at most ${kB(LOGIN_BUDGET_BYTES)} of JavaScript (gzip), its language's words included`, () => {
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    expect(entry).toBeDefined();
    // The entry (router, route tree, root, guards and loaders), the public layout and the login page,
    const chunks = withStaticImports([entry!, routeChunk('_public.tsx'), routeChunk('_public/login.tsx')]);
    // and the catalogues of one language (the library's and the app's), which the root's loader
    // awaits before the page renders: the larger language's, so the budget holds for both.
    const languages = ['en', 'nl'].map((locale) => ({ locale, chunks: catalogueChunks(locale) }));
    const catalogueGzip = (keys: string[]) => keys.reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
    const language = languages.sort((a, b) => catalogueGzip(b.chunks) - catalogueGzip(a.chunks))[0];
    const files = [...chunks, ...language.chunks].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const sizes = files.map((file) => ({ file, gzip: gzipSize(file), brotli: brotliSize(file) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const totalBrotli = sizes.reduce((sum, s) => sum + s.brotli, 0);
    console.log(
      [
        `/login JavaScript: ${kB(total)} gzip, ${kB(totalBrotli)} brotli (budget ${kB(LOGIN_BUDGET_BYTES)} gzip), with the ${language.locale} catalogues`,
        ...sizes.sort((a, b) => b.gzip - a.gzip).map((s) => `  ${kB(s.gzip).padStart(10)}  ${s.file}`),
        ...languages.map((l) => `  catalogues ${l.locale}: ${kB(catalogueGzip(l.chunks))}`),
      ].join('\n'),
    );
    expect(total, `/login needs ${kB(total)} of JavaScript (gzip)`).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it("splits each language's words: /login loads only its part, the rest is one chunk the other pages load, no word lost", () => {
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
    const login = withStaticImports([entry, routeChunk('_public.tsx'), routeChunk('_public/login.tsx')]);
    const keysIn = (keys: string[]) =>
      new Set(keys.flatMap((key) => [...readFileSync(join(dist, manifest[key].file), 'utf8').matchAll(/"(\w+\.[\w.]+)":\[/g)].map((match) => match[1])));
    for (const locale of ['en', 'nl']) {
      const rest = `src/i18n/${locale}.json?rest`;
      expect(manifest[rest]?.isDynamicEntry, rest).toBe(true);
      expect(login).not.toContain(rest);
      const start = keysIn(catalogueChunks(locale));
      const source = Object.keys({
        ...(JSON.parse(readFileSync(join(appRoot, '../packages/ui/src/i18n/catalogue', `${locale}.json`), 'utf8')) as object),
        ...(JSON.parse(readFileSync(join(appRoot, 'src/i18n', `${locale}.json`), 'utf8')) as object),
      });
      const all = new Set([...start, ...keysIn([rest])]);
      expect(source.filter((key) => !all.has(key)), `${locale}: words in neither part`).toEqual([]);
      // /login's part is a small share: its form, the frame's notices, the error screens, the page titles.
      expect(start.size).toBeLessThan(source.length / 5);
      expect(start).toContain('loginForm.title');
      expect(start).not.toContain('saved.saved');
    }
  });

  // The time sheet ('Go to date', loaded when reached for: WeekGridHeader) and an invoice (its
  // dialogs' date fields, loaded as a dialog opens: LazyDatePicker) have no DatePicker in their
  // first load: its ~40 kB of react-aria date code comes after the page is drawn.
  it.each([
    ['the time sheet', '_authenticated/time.tsx'],
    ['an invoice', '_authenticated/_admin/invoices/$id.tsx'],
  ])("loads %s without the date picker's code (it comes after the page is drawn)", (_page, route) => {
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
    const chunks = withStaticImports([entry, routeChunk('_authenticated.tsx'), routeChunk(route)]);
    const sources = chunks.map((k) => manifest[k].src ?? k);
    expect(sources.filter((source) => /(^|[/_])DatePicker\b/.test(source))).toEqual([]);
    const code = chunks.map((k) => readFileSync(join(dist, manifest[k].file), 'utf8')).join('\n');
    // The picker's own message keys, wherever a build would put its code.
    expect(code).not.toContain('openCalendar');
  });

  it('ships its messages compiled, without the message parser', () => {
    const js = filesUnder(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    const code = js.map((file) => readFileSync(join(dist, 'assets', file), 'utf8'));
    // An error kind only formatjs' parser names (its `no-parser` entry has none of it).
    expect(code.filter((text) => text.includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toEqual([]);
    // Each language's catalogues arrive as syntax trees (quotes and escapes aside, as the bundler
    // writes a large one as a JSON string): the app's words and the library's.
    const trees = (locale: string) =>
      [...catalogueChunks(locale), `src/i18n/${locale}.json?rest`]
        .map((key) => readFileSync(join(dist, manifest[key].file), 'utf8'))
        .join('\n')
        .replace(/[\\"`']/g, '');
    expect(trees('en')).toContain('{type:0,value:Log in}');
    expect(trees('nl')).toContain('{type:0,value:Inloggen}');
    expect(trees('en')).toContain('{type:0,value:Accounts}');
    expect(trees('en')).not.toContain('accountList.title:Accounts');
  });

  it('has no inline scripts in index.html (Content-Security-Policy script-src self)', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/favicon.svg"/);
  });

  it('has no source maps', () => {
    const files = filesUnder(dist);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toMatch(/\/\/# sourceMappingURL=/);
    }
  });

  it('has a Brotli and a gzip copy beside every text asset, each decoding to the original', () => {
    const files = new Set(filesUnder(dist));
    // The page frame (.ssr/) is the server's own code, never served.
    const assets = [...files].filter((f) => /\.(js|css|svg|html)$/.test(f) && !f.startsWith('.ssr/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const original = readFileSync(join(dist, file));
      for (const [suffix, decode, compress] of [
        ['.br', brotliDecompressSync, brotliCompressSync],
        ['.gz', gunzipSync, gzipSync],
      ] as const) {
        if (files.has(file + suffix)) {
          expect(decode(readFileSync(join(dist, file + suffix))).equals(original), file + suffix).toBe(true);
        } else {
          // Left out only when compressing would not make the file smaller.
          expect(compress(original).length, `${file}${suffix} missing`).toBeGreaterThanOrEqual(original.length);
        }
      }
    }
  });

  it('carries a web app manifest to install it with: standalone, its start, icons of the sizes it names (a maskable one), linked from index.html', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Kwartier', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const bytes = readFileSync(join(dist, icon.src));
      if (icon.type === 'image/svg+xml') {
        expect(icon.sizes).toBe('any');
        continue;
      }
      // A PNG's width and height are in its IHDR chunk, right after the 8-byte signature and the chunk's length and type.
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('has a service worker that precaches index.html and every hashed script and stylesheet, and nothing private or twice', () => {
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    const list = worker.match(/\[\{"revision":[\s\S]*?\}\]/);
    expect(list, 'the precache list in sw.js').not.toBeNull();
    const entries = JSON.parse(list![0]) as { url: string; revision: string | null }[];
    const byUrl = new Map(entries.map((entry) => [entry.url, entry.revision]));
    expect(byUrl.size).toBe(entries.length);
    // The page the worker serves without network, under the revision of the file built.
    expect(byUrl.get('index.html')).toBe(createHash('md5').update(readFileSync(join(dist, 'index.html'))).digest('hex'));
    expect(byUrl.has('manifest.webmanifest')).toBe(true);
    // Every hashed file, its name its revision; only the password meter's dictionaries and the
    // spreadsheet writer are left to the network.
    const assets = filesUnder(dist).filter((file) => /^assets\/.+\.(js|css)$/.test(file));
    const leftOut = assets.filter((file) => /^assets\/(passwordStrength-|exceljs)/.test(file));
    expect(leftOut.some((file) => file.startsWith('assets/passwordStrength-')) && leftOut.some((file) => file.startsWith('assets/exceljs'))).toBe(true);
    for (const file of assets.filter((file) => !leftOut.includes(file))) {
      expect(byUrl.has(file), `${file} precached`).toBe(true);
      expect(byUrl.get(file), file).toBeNull();
    }
    // Every chunk a page may import is among them (the build's manifest names them all).
    for (const chunk of Object.values(manifest)) {
      if (!leftOut.includes(chunk.file)) expect(byUrl.has(chunk.file), chunk.file).toBe(true);
    }
    for (const url of byUrl.keys()) {
      expect(url, 'no precompressed copy, nothing of .vite or .ssr, not the worker').not.toMatch(/(\.br|\.gz|^\.(vite|ssr)\/.*|^sw\.js)$/);
      expect(existsSync(join(dist, url)), url).toBe(true);
    }
  });
});
