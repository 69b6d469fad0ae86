#!/usr/bin/env node
// Runs every test level (unit, API, stories, build, end to end; beside the end-to-end journeys the
// static checks and the design site) and ends with one line counting the tests of all suites:
// "tests: N passed, N failed".
// Each suite's vitest writes a JSON report that this script adds up.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[2] === '--lane') {
  // The lane of startLane (below): its steps one after another, each into its log.
  const [plan, resultsFile] = process.argv.slice(3);
  const results = [];
  for (const { name, cmd, args, env = {}, log, after } of JSON.parse(readFileSync(plan, 'utf8'))) {
    if (after && results.find((r) => r.name === after)?.status !== 0) continue;
    const fd = openSync(log, 'w');
    const started = Date.now();
    const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    closeSync(fd);
    results.push({ name, status: r.status ?? -1, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    writeFileSync(resultsFile, JSON.stringify(results));
  }
  process.exit(0);
}

const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suites = [];
const failedSteps = [];

function run(name, cmd, args, { cwd = root, env = {} } = {}) {
  console.log(`\n━━━ ${name} ━━━\n$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) failedSteps.push(name);
  console.log(`━━━ ${name}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${seconds}s`);
  return r.status === 0;
}

/**
 * Runs steps one after another beside the foreground stages, in a process of its own (this script
 * with --lane: the foreground's spawnSync blocks this process's event loop until its stage ends).
 * Each step writes to a log that is printed when the lane is awaited. Used where the foreground
 * keeps about one of the two cores busy: the end-to-end journeys (two files at a time; in each,
 * its server, its Chromium and the test take turns), the screenshots, a small suite; steps that
 * need no browser timing of their own fill the other. A step with `after` runs only if that
 * earlier step of the lane passed. `name` names the lane's files.
 */
function startLane(name, steps) {
  const plan = join(reports, `lane-${name}.json`);
  const results = join(reports, `lane-${name}-results.json`);
  const logged = steps.map((step) => ({ ...step, log: join(reports, `lane-${step.name.replace(/\W+/g, '-')}.log`) }));
  writeFileSync(plan, JSON.stringify(logged));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--lane', plan, results], { cwd: root, stdio: 'inherit' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  /** Waits for the lane, prints each step as `run` would have, in order, and tells which passed. */
  return async () => {
    await exited;
    const ran = existsSync(results) ? JSON.parse(readFileSync(results, 'utf8')) : [];
    const passed = new Set(ran.filter((r) => r.status === 0).map((r) => r.name));
    for (const { name, cmd, args, log } of logged) {
      const result = ran.find((r) => r.name === name);
      if (!result) {
        if (!steps.find((s) => s.name === name).after) failedSteps.push(`${name} (not run)`);
        continue;
      }
      console.log(`\n━━━ ${name} (beside the stages above) ━━━\n$ ${cmd} ${args.join(' ')}`);
      if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
      if (result.status !== 0) failedSteps.push(name);
      console.log(`━━━ ${name}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${result.seconds}s`);
    }
    return passed;
  };
}

/** A vitest suite as a step (foreground or lane): its JSON report is counted in the summary. */
function vitestStep(name, pkg, extraArgs = [], env = {}) {
  const report = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  suites.push({ name, report });
  return {
    name,
    cmd: 'pnpm',
    args: ['--filter', pkg, 'exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs],
    env,
    report,
  };
}

function vitest(name, pkg, extraArgs = [], env = {}) {
  const step = vitestStep(name, pkg, extraArgs, env);
  run(name, step.cmd, step.args, { env });
  return step.report;
}

// Static checks: they read only the sources, so they run beside the end-to-end journeys (startLane).
const staticChecks = [
  { name: 'lint openapi.yaml', cmd: 'pnpm', args: ['exec', 'redocly', 'lint', 'openapi.yaml'] },
  { name: 'typecheck', cmd: 'pnpm', args: ['-r', 'run', 'typecheck'] },
  // Tier boundaries of the component library and the rules of hooks (eslint.config.js).
  { name: 'lint: tier boundaries, hooks, typescript-eslint (server, api)', cmd: 'pnpm', args: ['run', 'lint:code'] },
  // The public API of @kwartier/ui and @kwartier/api against the committed reports (update: pnpm api:report).
  { name: 'API reports up to date', cmd: 'node', args: ['scripts/api-report.mjs', '--check'] },
];
// Two small suites that each keep about one core busy: side by side.
const appSources = startLane('start', [vitestStep('app sources: route tree fresh', '@kwartier/app', ['--config', 'vitest.config.ts', '--project', 'source'])]);
vitest('api client and contract', '@kwartier/api');
await appSources();
vitest(`server API (SQLite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`, '@kwartier/server');
// Three server processes on one PostgreSQL database behind nginx (packages/server/test/cluster):
// without TEST_DATABASE_URL or nginx the suite prints why and is skipped.
vitest('server: several instances behind nginx (PostgreSQL)', '@kwartier/server', ['--config', 'test/cluster/vitest.config.ts']);
// Every story axe-checked in each en/nl × default/organisation theme entry, in one project per
// language; its play function where it means something (once per language, a story pinned to a
// locale only there: .storybook/storyMatrix.ts).
const storiesReport = vitest('ui unit and stories in en/nl × default/organisation theme (Chromium)', '@kwartier/ui', [
  '--project', 'unit', '--project', 'stories:*',
]);
// Story tests, play functions, render + axe tests, axe checks and duplicates of that stage.
if (existsSync(storiesReport)) run('ui stories: counts', 'node', ['scripts/story-counts.mjs', storiesReport]);
// The build and the suites of what it built, beside the screenshots (one Chromium and a Vite
// server that keep about half the machine busy; the build reads the sources and writes only the
// dist folders, which the screenshots do not load): the published packages as an embedding app
// gets them — packed once, installed, built, run: a fresh consumer app, and examples/embed
// against a running server (its token, CORS, its brand) — and the app's build.
const build = { name: 'build', cmd: 'pnpm', args: ['run', 'build'] };
const builtAndChecked = startLane('build', [
  build,
  { ...vitestStep('ui and api packages: publint, attw, size, consumer app, examples/embed with a server (Chromium)', '@kwartier/ui', ['--config', 'test/package/vitest.config.ts'], { KWARTIER_SKIP_BUILD: '1' }), after: build.name },
  { ...vitestStep('app build: /login JS budget, precompressed files, no source maps or inline scripts', '@kwartier/app', ['--config', 'vitest.config.ts', '--project', 'dist']), after: build.name },
]);
// Screenshots with no story project beside them (the projects share their page's modules).
vitest('ui visual baselines (Chromium)', '@kwartier/ui', ['--project', 'visual']);
// `pnpm visual:review` for a few shots against altered copies of their baselines: the report
// shows exactly the altered one as changed, its difference highlighted (test/review).
vitest('ui visual review report (Chromium)', '@kwartier/ui', ['--config', 'test/review/vitest.config.ts']);
const built = (await builtAndChecked()).has(build.name);
if (built) {
  // Beside the journeys: the static checks, then the design site (Storybook with the docs pages)
  // built as `pnpm storybook:build` builds it, served at /design by the server, every docs page
  // opened in Chromium: no error shown, nothing blocked (generous waits of its own, no timing).
  const besideJourneys = startLane('journeys', [
    ...staticChecks,
    { name: 'design site: storybook:build', cmd: 'pnpm', args: ['run', 'storybook:build'] },
    { ...vitestStep('design site at /design: every docs page in Chromium', '@kwartier/server', ['--config', 'test/design/vitest.config.ts']), after: 'design site: storybook:build' },
  ]);
  vitest('end to end (Chromium)', '@kwartier/app', ['--config', 'e2e/vitest.config.ts']);
  await besideJourneys();
} else {
  failedSteps.push('end-to-end tests (not run: build failed)');
  for (const { name, cmd, args } of staticChecks) run(name, cmd, args);
}

function firstLine(text = '') {
  const line = String(text).split('\n').find((l) => l.trim()) ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

let passed = 0;
let failed = 0;
console.log('\n━━━ summary ━━━');
for (const { name, report } of suites) {
  if (!existsSync(report)) {
    console.log(`${name}: no report (the suite did not run)`);
    continue;
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const f = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  passed += r.numPassedTests;
  failed += f;
  console.log(`${name}: ${r.numPassedTests} passed, ${f} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
  // Name each failure here, where a reader of only the log's end sees it (CI shows the tail).
  for (const file of r.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failures = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (!failures.length && file.status === 'failed') console.log(`  ✗ ${where}: ${firstLine(file.message)}`);
    for (const t of failures) console.log(`  ✗ ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
}
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
