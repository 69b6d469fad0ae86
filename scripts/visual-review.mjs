#!/usr/bin/env node
// `pnpm visual:review`: what the visual baselines would say, as a page a designer can look at.
//
// 1. Runs the `visual` Vitest project of packages/ui (the shots of test/stories/visualShots.ts,
//    with the pinned Chromium, fonts and viewport of the baselines) with -u and
//    KWARTIER_VISUAL_REVIEW_CAPTURE set: vitest.config.ts then has each shot captured exactly as
//    for a baseline (two equal captures in a row) but written to a scratch folder, not over the
//    baselines.
// 2. Compares every shot with its baseline (pixelmatch, the threshold of the visual project; a
//    shot is changed when more than 0.1% of its pixels differ, as the visual test fails).
// 3. Writes a static report (index.html, review.css, images/, report.json) to visual-review/ at
//    the repository root (git-ignored), which the server shows at /design/review with
//    DESIGN_DOCS=1: changed shots first, each with the baseline, the new rendering and the
//    difference highlighted in red, and how to accept or reject it. No script, nothing external:
//    it works under the /design Content-Security-Policy and from the file system.
//
// Options: --only A,B (those shots only)  --baselines DIR  --out DIR
// Exits 0 when it wrote the report, differences or not; 1 when a shot could not be rendered or
// the options are wrong.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = join(root, 'packages/ui');
const BASELINES = join(uiDir, 'test/stories/__screenshots__/visual.test.tsx');
const BASELINE_SUFFIX = '-chromium-linux.png';
/** As the visual project's comparator (packages/ui/vitest.config.ts). */
const THRESHOLD = 0.1;
const ALLOWED_MISMATCHED_RATIO = 0.001;

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    baselines: { type: 'string', default: BASELINES },
    out: { type: 'string', default: join(root, 'visual-review') },
  },
});
const baselinesDir = resolve(options.baselines);
const outDir = resolve(options.out);
const only = options.only ? options.only.split(',').map((name) => name.trim()).filter(Boolean) : undefined;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// 1. Render. The scratch folder lies inside the workspace: Vitest's browser commands write only there.
const capture = join(root, '.tmp', `visual-review-capture-${process.pid}`);
rmSync(capture, { recursive: true, force: true });
mkdirSync(capture, { recursive: true });
const results = join(capture, 'results.json');
const vitestArgs = ['exec', 'vitest', 'run', '--project', 'visual', '-u', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`];
if (only) vitestArgs.push('-t', `^(${only.map(escapeRegExp).join('|')})$`);
console.log(`visual review: rendering ${only ? only.join(', ') : 'every visual shot'} (pnpm ${vitestArgs.join(' ')})`);
const started = Date.now();
const run = spawnSync('pnpm', vitestArgs, {
  cwd: uiDir,
  stdio: 'inherit',
  env: { ...process.env, KWARTIER_VISUAL_REVIEW_CAPTURE: capture },
});
const renderSeconds = (Date.now() - started) / 1000;
if (!existsSync(results)) {
  console.error(`visual review: the visual project did not run (exit ${run.status}); no report written.`);
  rmSync(capture, { recursive: true, force: true });
  process.exit(1);
}

// 2. Compare.
const tests = JSON.parse(readFileSync(results, 'utf8')).testResults.flatMap((file) => file.assertionResults);
const rendered = new Map(tests.filter((t) => t.status === 'passed' || t.status === 'failed').map((t) => [t.title, t]));
// A name with a baseline but no shot is reported (a baseline without story); without either, a typo.
const unknown = (only ?? []).filter((name) => !rendered.has(name) && !existsSync(join(baselinesDir, `${name}${BASELINE_SUFFIX}`)));
if (unknown.length) {
  console.error(`visual review: no visual shot named ${unknown.join(', ')} (packages/ui/test/stories/visualShots.ts).`);
  rmSync(capture, { recursive: true, force: true });
  process.exit(1);
}
const baselineNames = existsSync(baselinesDir)
  ? readdirSync(baselinesDir)
      .filter((file) => file.endsWith(BASELINE_SUFFIX))
      .map((file) => file.slice(0, -BASELINE_SUFFIX.length))
      .filter((name) => !only || only.includes(name))
  : [];
const names = [...new Set([...rendered.keys(), ...baselineNames])];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'images'), { recursive: true });

const readPng = (file) => PNG.sync.read(readFileSync(file));
/** The image on a canvas of width × height (transparent beyond it), as pixelmatch wants equal sizes. */
function padded(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

const shots = names.map((name) => {
  const test = rendered.get(name);
  const baselineFile = join(baselinesDir, `${name}${BASELINE_SUFFIX}`);
  const afterFile = join(capture, `${name}.png`);
  const shot = { name, before: undefined, after: undefined, diff: undefined };
  if (test?.status === 'failed') {
    return { ...shot, status: 'failed', message: test.failureMessages.join('\n').split('\n').slice(0, 12).join('\n') };
  }
  if (existsSync(baselineFile)) {
    shot.before = `images/${name}.before.png`;
    copyFileSync(baselineFile, join(outDir, shot.before));
  }
  if (!test) return { ...shot, status: 'removed' };
  shot.after = `images/${name}.after.png`;
  copyFileSync(afterFile, join(outDir, shot.after));
  if (!shot.before) return { ...shot, status: 'new' };

  const before = readPng(baselineFile);
  const after = readPng(afterFile);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(padded(before, width, height).data, padded(after, width, height).data, diff.data, width, height, {
    threshold: THRESHOLD,
    alpha: 0.2,
  });
  const ratio = pixels / (width * height);
  const resized = before.width !== after.width || before.height !== after.height;
  const changed = resized || ratio > ALLOWED_MISMATCHED_RATIO;
  if (pixels > 0) {
    shot.diff = `images/${name}.diff.png`;
    writeFileSync(join(outDir, shot.diff), PNG.sync.write(diff));
  }
  return {
    ...shot,
    status: changed ? 'changed' : 'unchanged',
    pixels,
    ratio,
    size: { before: [before.width, before.height], after: [after.width, after.height] },
  };
});
rmSync(capture, { recursive: true, force: true });

// Changed first (most changed on top), then new, without story, failed, unchanged.
const ORDER = ['failed', 'changed', 'new', 'removed', 'unchanged'];
shots.sort((a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || (b.ratio ?? 0) - (a.ratio ?? 0) || a.name.localeCompare(b.name));
const count = (status) => shots.filter((shot) => shot.status === status).length;

// 3. Write the report.
const baselineShown = relative(root, baselinesDir).startsWith('..') ? baselinesDir : relative(root, baselinesDir);
const percent = (ratio) => `${(ratio * 100).toFixed(ratio < 0.001 ? 3 : 2)}%`;
const LABEL = {
  failed: 'could not be rendered',
  changed: 'changed',
  new: 'new: no baseline yet',
  removed: 'baseline without story',
  unchanged: 'unchanged',
};
const acceptCommand = (name) => `pnpm --filter @kwartier/ui test:visual -u -t '^${name}$'`;

function figure(src, caption, alt) {
  if (!src) return `<figure class="empty"><figcaption>${caption}</figcaption><p>none</p></figure>`;
  return `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;
}

function detail(shot) {
  if (shot.status === 'failed') return `<pre>${escapeHtml(shot.message)}</pre>`;
  if (shot.status === 'unchanged') {
    const noise = shot.pixels ? ` (${shot.pixels} pixels of anti-aliasing noise, within the allowed ${percent(ALLOWED_MISMATCHED_RATIO)})` : '';
    return `<p>Same as the baseline${noise}.</p>`;
  }
  if (shot.status === 'changed') {
    const [bw, bh] = shot.size.before;
    const [aw, ah] = shot.size.after;
    const size = bw !== aw || bh !== ah ? ` The size changed from ${bw} × ${bh} to ${aw} × ${ah} pixels.` : '';
    return `<p>${shot.pixels} pixels differ (${percent(shot.ratio)}).${size}</p>`;
  }
  return '';
}

function instructions(shot) {
  const baseline = `${baselineShown}/${shot.name}${BASELINE_SUFFIX}`;
  if (shot.status === 'unchanged') return '';
  if (shot.status === 'removed') {
    return `<div class="actions"><p><strong>Accept</strong> (the story or shot is gone on purpose): <code>git rm ${escapeHtml(baseline)}</code></p>
<p><strong>Reject</strong>: bring the shot back to <code>packages/ui/test/stories/visualShots.ts</code> and run <code>pnpm visual:review</code> again.</p></div>`;
  }
  if (shot.status === 'failed') {
    return `<div class="actions"><p>Fix the story or the component, then run <code>pnpm visual:review</code> again.</p></div>`;
  }
  const why = shot.status === 'new' ? 'to take its first baseline' : 'the change is intended';
  return `<div class="actions"><p><strong>Accept</strong> (${why}): <code>${escapeHtml(acceptCommand(shot.name))}</code>, look at the new <code>${escapeHtml(baseline)}</code> and commit it.</p>
<p><strong>Reject</strong>: fix the component or the story, then run <code>pnpm visual:review</code> again.</p></div>`;
}

function section(shot) {
  const images =
    shot.status === 'failed'
      ? ''
      : `<div class="images">${figure(shot.before, 'Before (baseline)', `${shot.name}: the baseline`)}${figure(shot.after, 'After (now)', `${shot.name}: as rendered now`)}${
          shot.status === 'changed' ? figure(shot.diff, 'Difference (red)', `${shot.name}: the pixels that differ, in red`) : ''
        }</div>`;
  const body = `${detail(shot)}${instructions(shot)}${images}`;
  const heading = `<span class="name">${escapeHtml(shot.name)}</span> <span class="status">${LABEL[shot.status]}${
    shot.status === 'changed' ? ` · ${percent(shot.ratio)}` : ''
  }</span>`;
  if (shot.status === 'unchanged') {
    return `<section id="${escapeHtml(shot.name)}" class="shot unchanged"><details><summary><h2>${heading}</h2></summary>${body}</details></section>`;
  }
  return `<section id="${escapeHtml(shot.name)}" class="shot ${shot.status}"><h2>${heading}</h2>${body}</section>`;
}

const summary = `${shots.length} shots: ${count('changed')} changed, ${count('new')} new, ${count('removed')} baselines without story, ${count('unchanged')} unchanged${
  count('failed') ? `, ${count('failed')} could not be rendered` : ''
}`;
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kwartier visual review</title>
<link rel="stylesheet" href="review.css">
</head>
<body>
<header>
<h1>Visual review</h1>
<p class="summary">${escapeHtml(summary)}.</p>
<p>Rendered ${escapeHtml(new Date().toISOString().replace('T', ' ').slice(0, 16))} UTC${only ? ` (only ${escapeHtml(only.join(', '))})` : ''}, compared with <code>${escapeHtml(baselineShown)}</code>. Every shot is a story of the component library rendered with the pinned Chromium and fonts; a shot is <em>changed</em> when more than ${percent(ALLOWED_MISMATCHED_RATIO)} of its pixels differ.</p>
<details class="howto"><summary>Accept or reject a change</summary>
<p><strong>Accept</strong> an intended change: update that shot's baseline with <code>pnpm --filter @kwartier/ui test:visual -u -t '^&lt;name&gt;$'</code> (every shot: without <code>-t</code>), look at the PNG and commit it. A new shot gets its baseline the same way.</p>
<p><strong>Reject</strong> an unintended change: fix the component (or the story), then run <code>pnpm visual:review</code> again until the shot is unchanged.</p>
</details>
<nav aria-label="Shots"><ul>${shots
  .map((shot) => `<li class="${shot.status}"><a href="#${escapeHtml(shot.name)}">${escapeHtml(shot.name)}</a> <span class="status">${LABEL[shot.status]}</span></li>`)
  .join('')}</ul></nav>
</header>
<main>
${shots.map(section).join('\n')}
</main>
</body>
</html>
`;
writeFileSync(join(outDir, 'index.html'), html);
writeFileSync(join(outDir, 'review.css'), readFileSync(join(root, 'scripts/visual-review.css')));
writeFileSync(
  join(outDir, 'report.json'),
  JSON.stringify({ summary, baselines: baselineShown, only: only ?? null, shots: shots.map(({ message, ...shot }) => ({ ...shot, ...(message && { message }) })) }, null, 2),
);

console.log(`visual review: ${summary} (rendered in ${renderSeconds.toFixed(0)} s)`);
console.log(`visual review: report in ${join(outDir, 'index.html')} (with DESIGN_DOCS=1 the server shows it at /design/review/)`);
process.exit(count('failed') ? 1 : 0);
