#!/usr/bin/env node
// Counts what the ui stories stage ran, from its Vitest JSON report:
//   node scripts/story-counts.mjs .tmp/test-reports/<ui stories report>.json
// per matrix entry (en:default, …): story tests (Storybook plugin), play functions run, render +
// axe tests (test/stories/renderAxe.test.tsx in that entry's story project), axe checks, the seconds their tests took (summed test durations:
// where the time goes, not wall time), and over all: duplicates (a story run again with the
// very same globals), and whether every story was axe-checked in every matrix entry.
// Each test's meta.storyRun comes from packages/ui/test/stories/recordStoryRun.ts and renderAxe.test.tsx.
//
// A report from before that meta existed (story tests in all four projects, pinned stories
// rendered in the other locale by test/stories/otherLocales.test.tsx) is counted too: its
// duplicates are the otherLocales tests (each names a pinned story that also ran in that
// project), and play functions are known only with `--plays-from <newer report>` (story id → play).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--plays-from'));
const playsFrom = args.includes('--plays-from') ? args[args.indexOf('--plays-from') + 1] : undefined;
if (!file) {
  console.error('usage: node scripts/story-counts.mjs <vitest json report> [--plays-from <report>]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const tests = report.testResults.flatMap((f) => f.assertionResults.map((a) => ({ ...a, file: f.name })));

const a11yPassed = (t) => (t.meta?.reports ?? []).some((r) => r.type === 'a11y' && r.status !== 'skipped');
const storyTests = tests.filter((t) => t.meta?.storyId);
const recorded = tests.filter((t) => t.meta?.storyRun);
const out = { report: file, tests: tests.length, storyTests: storyTests.length };

if (recorded.length > 0) {
  const entries = {};
  const seen = new Map();
  const axed = new Map();
  for (const t of recorded) {
    const run = t.meta.storyRun;
    const e = (entries[run.project] ??= { storyTests: 0, playFunctions: 0, renderAxe: 0, axeChecks: 0, storySeconds: 0, renderAxeSeconds: 0 });
    const seconds = (t.duration ?? 0) / 1000;
    if (run.play !== undefined && t.meta.storyId) {
      e.storyTests++;
      e.storySeconds += seconds;
    } else {
      e.renderAxe++;
      e.renderAxeSeconds += seconds;
    }
    if (run.play) e.playFunctions++;
    if (run.axe) {
      e.axeChecks++;
      axed.set(`${run.storyId} ${run.project}`, true);
    }
    if (t.meta.storyId) {
      const key = `${run.storyId} ${run.locale} ${run.theme}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
  }
  const stories = new Set(recorded.map((t) => t.meta.storyRun.storyId));
  const projects = Object.keys(entries);
  const missing = [...stories].flatMap((id) => projects.filter((p) => !axed.has(`${id} ${p}`)).map((p) => `${id} in ${p}`));
  for (const e of Object.values(entries)) {
    e.storySeconds = Math.round(e.storySeconds);
    e.renderAxeSeconds = Math.round(e.renderAxeSeconds);
  }
  const sum = (k) => Object.values(entries).reduce((s, e) => s + e[k], 0);
  Object.assign(out, {
    stories: stories.size,
    perEntry: entries,
    playFunctions: sum('playFunctions'),
    renderAxe: sum('renderAxe'),
    axeChecks: sum('axeChecks'),
    duplicates: [...seen.values()].reduce((s, n) => s + n - 1, 0),
    storyEntriesWithoutAxe: missing.length,
  });
  if (missing.length) out.withoutAxe = missing.slice(0, 20);
} else {
  // A report from before the meta: count what it holds.
  const otherLocales = tests.filter((t) => t.file.endsWith('otherLocales.test.tsx'));
  Object.assign(out, {
    stories: new Set(storyTests.map((t) => t.meta.storyId)).size,
    renderAxe: otherLocales.length,
    axeChecks: storyTests.filter(a11yPassed).length + otherLocales.length,
    duplicates: otherLocales.length,
  });
  if (playsFrom) {
    const plays = new Map();
    for (const f of JSON.parse(readFileSync(playsFrom, 'utf8')).testResults)
      for (const a of f.assertionResults) if (a.meta?.storyRun && a.meta.storyId) plays.set(a.meta.storyRun.storyId, a.meta.storyRun.play);
    const known = storyTests.filter((t) => plays.has(t.meta.storyId));
    out.playFunctions = known.filter((t) => plays.get(t.meta.storyId)).length;
    out.storyTestsOfUnknownStories = storyTests.length - known.length;
  }
}
console.log(JSON.stringify(out, null, 2));
