// The one place that decides which Chromium the browser tests launch (Vitest browser mode in
// packages/ui, the package consumer test, the end-to-end journeys). In this order:
//   1. CHROMIUM_PATH, when set;
//   2. a system Chromium (/usr/bin/chromium, chromium-browser, google-chrome, …), when executable;
//   3. the build that arrives with `pnpm install` from the npm registry: @sparticuz/chromium (a
//      headless-shell build, pinned in the root package.json), with the DejaVu fonts of
//      dejavu-fonts-ttf (also pinned) as its only fonts.
// `resolveChromium({ pinned: true })` skips 1 and 2: the visual baselines are always taken and
// compared with the pinned build and fonts, whatever the machine has.
//
// Nothing is downloaded: @sparticuz/chromium ships its binary brotli-compressed inside the
// package; the first call unpacks it (~2 s) into <os tmpdir>/kwartier-chromium-<version>/.
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** Flags for every Chromium we launch: no sandbox (root in containers), no GPU, nothing phoning home. */
export const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The folder of an installed package (its package.json may be hidden by `exports`, or it may have no entry). */
function packageDir(name) {
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Not exported: walk up from the entry point.
  }
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = parent;
  }
  return dir;
}

/**
 * Unpacks @sparticuz/chromium into a folder of its own version (not its default /tmp/chromium,
 * which any other version may have left there), atomically: unpack beside it, then rename, so
 * test processes starting at the same time never see half a binary.
 */
async function unpackSparticuz() {
  const dir = packageDir('@sparticuz/chromium');
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const target = join(tmpdir(), `kwartier-chromium-${version}`);
  const executablePath = join(target, 'chromium');
  if (!existsSync(executablePath)) {
    const { inflate } = await import('@sparticuz/chromium');
    const staging = mkdtempSync(`${target}.partial-`);
    chmodSync(staging, 0o755);
    // inflate() unpacks into os.tmpdir(), which it reads when called: point it at the staging folder
    // for the synchronous start of the calls. The binary and its SwiftShader libraries; not its
    // fonts.tar.br (Open Sans only): the fonts are dejavu-fonts-ttf's, see pinnedFontconfig().
    const savedTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    let unpacking;
    try {
      unpacking = Promise.all(['chromium.br', 'swiftshader.tar.br'].map((f) => inflate(join(dir, 'bin', f))));
    } finally {
      if (savedTmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmpdir;
    }
    try {
      await unpacking;
      renameSync(staging, target);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // Another process got there first: use its copy.
      if (!existsSync(executablePath)) throw error;
    }
  }
  return { executablePath, version };
}

/**
 * A fontconfig file naming only the pinned DejaVu fonts (dejavu-fonts-ttf), with the generic
 * families mapped to them — the same faces Debian's fonts-dejavu gives, but from the lockfile, and
 * no system font can slip in.
 */
function pinnedFontconfig() {
  const fonts = join(packageDir('dejavu-fonts-ttf'), 'ttf');
  // Beside this checkout's node_modules (the file names its fonts folder).
  const cacheDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'kwartier-browser');
  const file = join(cacheDir, 'fonts.conf');
  const alias = (generic, family) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    `  <cachedir>${join(cacheDir, 'fontconfig-cache')}</cachedir>`,
    alias('sans-serif', 'DejaVu Sans'),
    alias('sans', 'DejaVu Sans'),
    alias('system-ui', 'DejaVu Sans'),
    alias('serif', 'DejaVu Serif'),
    alias('monospace', 'DejaVu Sans Mono'),
    alias('mono', 'DejaVu Sans Mono'),
    // Unknown names (Georgia, Helvetica, …) fall back to the sans face.
    '  <match target="pattern"><edit name="family" mode="append_last"><string>DejaVu Sans</string></edit></match>',
    '</fontconfig>',
    '',
  ].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current !== conf) {
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}`;
    writeFileSync(tmp, conf);
    renameSync(tmp, file);
  }
  return file;
}

/**
 * The headless shell takes its language from the environment, and reports the C locale
 * (`LANG=C.UTF-8`, the default of many containers) as `navigator.language === 'en-US@posix'`,
 * which is no language tag: `new Intl.NumberFormat(navigator.language)` throws (uPlot does that
 * when it loads). A C or POSIX locale, or none, becomes American English, as in a desktop browser.
 */
function browserLanguageEnv(env) {
  const isC = (value) => value == null || value === '' || /^(C|POSIX)([.@]|$)/.test(value);
  const fixed = { ...env };
  if (isC(fixed.LC_ALL)) delete fixed.LC_ALL;
  if (isC(fixed.LANG)) fixed.LANG = 'en_US.UTF-8';
  return fixed;
}

async function npmChromium(source) {
  const { executablePath, version } = await unpackSparticuz();
  const fontconfigFile = pinnedFontconfig();
  return {
    executablePath,
    // Of @sparticuz/chromium's own `args`, none is needed here: --single-process, --no-zygote and
    // --disable-web-security are for AWS Lambda (and --single-process makes parallel pages share
    // one renderer), --headless='shell' is Playwright's own choice. --font-render-hinting=none is
    // added by the callers that compare pixels.
    args: [...COMMON_ARGS],
    // Playwright replaces the browser's environment with this one: keep the parent's, and point
    // fontconfig at the pinned fonts only; a C locale is reported as a real language.
    env: { ...browserLanguageEnv(process.env), FONTCONFIG_FILE: fontconfigFile, FONTCONFIG_PATH: dirname(fontconfigFile) },
    source,
    version: `@sparticuz/chromium ${version}`,
  };
}

const logged = new Set();
function logOnce(choice) {
  const line = `[browser] ${choice.source}: ${choice.executablePath}${choice.version ? ` (${choice.version})` : ''}`;
  if (logged.has(line) || process.env.KWARTIER_BROWSER_QUIET === '1') return;
  logged.add(line);
  console.log(line);
}

/**
 * Which Chromium to launch, and how: `{ executablePath, args, env, source }`. Pass `executablePath`,
 * `args` and `env` to Playwright's `chromium.launch()` (env is undefined for a system browser:
 * Playwright then passes the parent's environment).
 * @param {{ pinned?: boolean }} [options] pinned: always the npm build with the pinned fonts.
 * @returns {Promise<{ executablePath: string, args: string[], env?: Record<string, string | undefined>, source: string, version?: string }>}
 */
export async function resolveChromium({ pinned = false } = {}) {
  let choice;
  if (pinned) {
    choice = await npmChromium('pinned npm Chromium (visual baselines)');
  } else if (process.env.CHROMIUM_PATH) {
    choice = { executablePath: process.env.CHROMIUM_PATH, args: [...COMMON_ARGS], source: 'CHROMIUM_PATH' };
  } else {
    const system = SYSTEM_CHROMIUMS.find(isExecutable);
    choice = system
      ? { executablePath: system, args: [...COMMON_ARGS], source: 'system Chromium' }
      : await npmChromium('npm Chromium (no CHROMIUM_PATH, no system Chromium)');
  }
  logOnce(choice);
  return choice;
}

// `node scripts/browser.mjs [--pinned]` prints the choice and the browser's version.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const choice = await resolveChromium({ pinned: process.argv.includes('--pinned') });
  const r = spawnSync(choice.executablePath, ['--version'], { env: choice.env ?? process.env, encoding: 'utf8' });
  console.log((r.stdout || r.stderr || '').trim());
}
