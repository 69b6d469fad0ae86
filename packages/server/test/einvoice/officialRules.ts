// Runs the official e-invoice rule sets on a UBL document, for tests:
//   - EN16931: CEN's EN 16931 rules in the UBL binding, the compiled XSLT of
//     ConnectingEurope/eInvoicing-EN16931 (`ubl/xslt/EN16931-UBL-validation.xslt`);
//   - PEPPOL: Peppol BIS Billing 3.0 incl. the Dutch NL-R rules, the Schematron of
//     OpenPEPPOL/peppol-bis-invoice-3 (`rules/sch/PEPPOL-EN16931-UBL.sch`), compiled by ./schematron.ts.
// The rules are read from local git mirrors (EN16931_RULES_GIT, PEPPOL_RULES_GIT: bare or normal git
// directories) and never copied into this repository: each is compiled with SaxonJS's xslt3 to a
// SEF file, cached outside git in node_modules/.cache/einvoice-rules/<commit>/ and reused across runs.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { compileSchematron } from './schematron.js';
import { parseSvrl } from './svrl.js';

export type RuleSet = 'EN16931' | 'PEPPOL';

export interface Finding {
  ruleSet: RuleSet;
  id: string;
  flag: string;
  location: string;
  text: string;
}

export interface Validation {
  /** Failed asserts and successful reports flagged fatal (or with no flag: an error in ISO Schematron). */
  fatal: Finding[];
  /** Those flagged warning or information. */
  warnings: Finding[];
}

const run = promisify(execFile);

export const EN16931_XSLT = 'ubl/xslt/EN16931-UBL-validation.xslt';
export const PEPPOL_SCHEMATRON = 'rules/sch/PEPPOL-EN16931-UBL.sch';
export const PEPPOL_EXAMPLES = 'rules/examples';

/** Where each rule set comes from: a git directory named by a variable (README, Configuration). */
const sources = (): Record<RuleSet, { gitDir: string | undefined; path: string; variable: string; upstream: string }> => ({
  EN16931: {
    gitDir: process.env.EN16931_RULES_GIT || undefined,
    path: EN16931_XSLT,
    variable: 'EN16931_RULES_GIT',
    upstream: 'https://github.com/ConnectingEurope/eInvoicing-EN16931',
  },
  PEPPOL: {
    gitDir: process.env.PEPPOL_RULES_GIT || undefined,
    path: PEPPOL_SCHEMATRON,
    variable: 'PEPPOL_RULES_GIT',
    upstream: 'https://github.com/OpenPEPPOL/peppol-bis-invoice-3',
  },
});

const cacheRoot = fileURLToPath(new URL('../../node_modules/.cache/einvoice-rules/', import.meta.url));

function git(gitDir: string | undefined, args: string[]): string {
  if (gitDir === undefined) throw new Error(officialRulesUnavailable() ?? 'official e-invoice rules: no git directory');
  return execFileSync('git', [`--git-dir=${gitDir}`, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Why the official rules cannot run here (to print when skipping), or null when they can. */
export function officialRulesUnavailable(): string | null {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'git is not installed';
  }
  for (const [ruleSet, { gitDir, path, variable, upstream }] of Object.entries(sources())) {
    if (gitDir === undefined) return `${variable} is not set (the git directory of a clone of ${upstream})`;
    if (!existsSync(gitDir)) {
      return `the ${ruleSet} rules are not here: no git mirror at ${gitDir} (set ${variable} to a clone)`;
    }
    try {
      git(gitDir, ['cat-file', '-e', `HEAD:${path}`]);
    } catch {
      return `the ${ruleSet} git mirror at ${gitDir} (${variable}) has no ${path} at HEAD`;
    }
  }
  return null;
}

/** The commit of each rule set's HEAD. */
export function ruleCommits(): Record<RuleSet, string> {
  const s = sources();
  return {
    EN16931: git(s.EN16931.gitDir, ['rev-parse', 'HEAD']).trim(),
    PEPPOL: git(s.PEPPOL.gitDir, ['rev-parse', 'HEAD']).trim(),
  };
}

/** The official Peppol examples (`rules/examples/*.xml` at HEAD): name and text. */
export function peppolExamples(): { name: string; xml: string }[] {
  const { gitDir } = sources().PEPPOL;
  return git(gitDir, ['ls-tree', '--name-only', 'HEAD', `${PEPPOL_EXAMPLES}/`])
    .split('\n')
    .filter((p) => p.endsWith('.xml'))
    .map((p) => ({ name: p.slice(PEPPOL_EXAMPLES.length + 1), xml: git(gitDir, ['show', `HEAD:${p}`]) }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Compiles `xslt` to `sef` with xslt3 unless the file is there. Another process compiling the same
 * file (another test file, the other vitest project) holds a lock directory; we wait for its result.
 */
async function compileOnce(xslt: string, sef: string): Promise<void> {
  const lock = `${sef}.lock`;
  for (;;) {
    if (existsSync(sef)) return;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Someone else compiles; a lock older than 5 minutes is left from a killed run.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // the lock went away meanwhile
      }
      await sleep(250);
    }
  }
  try {
    if (existsSync(sef)) return;
    const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
    const partial = `${sef}.${process.pid}.partial`;
    await run(process.execPath, [xslt3, `-xsl:${xslt}`, `-export:${partial}`, '-nogo'], { maxBuffer: 16 * 1024 * 1024 });
    renameSync(partial, sef);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface Prepared {
  ruleSet: RuleSet;
  commit: string;
  sef: string;
  /** True when this call compiled the SEF, false when it came from the disk cache. */
  compiled: boolean;
  ms: number;
}

async function prepare(ruleSet: RuleSet): Promise<{ prepared: Prepared; stylesheet: unknown }> {
  const started = performance.now();
  const { gitDir, path } = sources()[ruleSet];
  const commit = git(gitDir, ['rev-parse', 'HEAD']).trim();
  const dir = join(cacheRoot, commit);
  mkdirSync(dir, { recursive: true });
  const saxon = SaxonJS.getProcessorInfo().productVersion;
  let xslt: string;
  let sef: string;
  if (ruleSet === 'EN16931') {
    xslt = join(dir, 'EN16931-UBL-validation.xslt');
    sef = join(dir, `EN16931-saxon${saxon}.sef.json`);
    if (!existsSync(sef) && !existsSync(xslt)) writeFileSync(xslt, git(gitDir, ['show', `HEAD:${path}`]));
  } else {
    // The stylesheet depends on our compiler too: its hash names the SEF.
    const stylesheet = await compileSchematron(git(gitDir, ['show', `HEAD:${path}`]));
    const hash = createHash('sha256').update(stylesheet).digest('hex').slice(0, 16);
    xslt = join(dir, `PEPPOL-EN16931-UBL-${hash}.xslt`);
    sef = join(dir, `PEPPOL-EN16931-UBL-${hash}-saxon${saxon}.sef.json`);
    if (!existsSync(sef)) writeFileSync(xslt, stylesheet);
  }
  const compiled = !existsSync(sef);
  await compileOnce(xslt, sef);
  const stylesheet: unknown = JSON.parse(readFileSync(sef, 'utf8'));
  return { prepared: { ruleSet, commit, sef, compiled, ms: Math.round(performance.now() - started) }, stylesheet };
}

let loading: Promise<Record<RuleSet, { prepared: Prepared; stylesheet: unknown }>> | undefined;

function load() {
  loading ??= Promise.all([prepare('EN16931'), prepare('PEPPOL')]).then(([EN16931, PEPPOL]) => ({ EN16931, PEPPOL }));
  return loading;
}

/** Compiles (first time on this machine) or loads (from the disk cache) both rule sets; how long it took. */
export async function prepareOfficialRules(): Promise<Prepared[]> {
  const loaded = await load();
  return [loaded.EN16931.prepared, loaded.PEPPOL.prepared];
}

/** Runs one rule set and answers every failed assert and successful report. */
export async function runRuleSet(ruleSet: RuleSet, xml: string): Promise<Finding[]> {
  const { stylesheet } = (await load())[ruleSet];
  const result = await SaxonJS.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'async');
  return parseSvrl(result.principalResult).map(({ id, flag, location, text }) => ({ ruleSet, id, flag, location, text }));
}

/** Runs both official rule sets on a UBL invoice or credit note. */
export async function validateWithOfficialRules(xml: string): Promise<Validation> {
  const findings = [...(await runRuleSet('EN16931', xml)), ...(await runRuleSet('PEPPOL', xml))];
  const isFatal = (f: Finding) => f.flag === 'fatal' || f.flag === '';
  return { fatal: findings.filter(isFatal), warnings: findings.filter((f) => !isFatal(f)) };
}
