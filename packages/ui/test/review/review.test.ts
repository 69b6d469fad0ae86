import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm visual:review` for four names against a temporary baselines folder: Card's baseline has
// a magenta block drawn on it (as if the Card story had changed there), ProgressBar's is the real
// one, Tabs has none (a new shot) and "Gone" is a baseline whose story does not exist. The report
// must show exactly Card as changed, its difference highlighted where the block is.

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const baselines = join(root, 'packages/ui/test/stories/__screenshots__/visual.test.tsx');
const SUFFIX = '-chromium-linux.png';
const BLOCK = { x: 40, y: 30, width: 60, height: 40 };

interface ReportShot {
  name: string;
  status: 'changed' | 'unchanged' | 'new' | 'removed' | 'failed';
  before?: string;
  after?: string;
  diff?: string;
  pixels?: number;
  ratio?: number;
}

let work: string;
let out: string;
let run: ReturnType<typeof spawnSync>;
let shots: Map<string, ReportShot>;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'kwartier-visual-review-'));
  const copies = join(work, 'baselines');
  out = join(work, 'report');
  mkdirSync(copies);
  copyFileSync(join(baselines, `ProgressBar${SUFFIX}`), join(copies, `ProgressBar${SUFFIX}`));
  copyFileSync(join(baselines, `ProgressBar${SUFFIX}`), join(copies, `Gone${SUFFIX}`));
  const card = PNG.sync.read(readFileSync(join(baselines, `Card${SUFFIX}`)));
  for (let y = BLOCK.y; y < BLOCK.y + BLOCK.height; y++) {
    for (let x = BLOCK.x; x < BLOCK.x + BLOCK.width; x++) {
      card.data.set([255, 0, 255, 255], (y * card.width + x) * 4);
    }
  }
  writeFileSync(join(copies, `Card${SUFFIX}`), PNG.sync.write(card));

  run = spawnSync('node', ['scripts/visual-review.mjs', '--only', 'Card,ProgressBar,Tabs,Gone', '--baselines', copies, '--out', out], {
    cwd: root,
    encoding: 'utf8',
  });
  if (existsSync(join(out, 'report.json'))) {
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { shots: ReportShot[] };
    shots = new Map(report.shots.map((shot) => [shot.name, shot]));
  }
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('pnpm visual:review', () => {
  it('exits 0 with a summary line and the report path, though a shot changed', () => {
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('visual review: 4 shots: 1 changed, 1 new, 1 baselines without story, 1 unchanged');
    expect(run.stdout).toContain(join(out, 'index.html'));
  });

  it('lists exactly the altered story as changed, the others by what they are', () => {
    expect([...shots.values()].map((shot) => [shot.name, shot.status])).toEqual([
      ['Card', 'changed'],
      ['Tabs', 'new'],
      ['Gone', 'removed'],
      ['ProgressBar', 'unchanged'],
    ]);
    const card = shots.get('Card')!;
    // The block's pixels; pixelmatch counts some on its rim as anti-aliasing, not as a change.
    expect(card.pixels).toBeGreaterThan(0.9 * BLOCK.width * BLOCK.height);
    expect(card.pixels).toBeLessThanOrEqual(BLOCK.width * BLOCK.height);
    expect(card.ratio).toBeGreaterThan(0.001);
  });

  it('highlights the changed pixels in the difference image, and only those', () => {
    const diff = PNG.sync.read(readFileSync(join(out, shots.get('Card')!.diff!)));
    const inBlock = (x: number, y: number) =>
      x >= BLOCK.x && x < BLOCK.x + BLOCK.width && y >= BLOCK.y && y < BLOCK.y + BLOCK.height;
    // pixelmatch paints a changed pixel red, and yellow one it takes for anti-aliasing (the edges
    // of the Card's text under the block), not counted as a change.
    let red = 0;
    let marked = 0;
    let markedOutside = 0;
    for (let y = 0; y < diff.height; y++) {
      for (let x = 0; x < diff.width; x++) {
        const [r, g, b] = diff.data.subarray((y * diff.width + x) * 4);
        const isRed = r === 255 && g === 0 && b === 0;
        const isYellow = r === 255 && g === 255 && b === 0;
        if (!isRed && !isYellow) continue;
        if (isRed) red++;
        if (inBlock(x, y)) marked++;
        else markedOutside++;
      }
    }
    // Every pixel of the block highlighted, nothing else; as many red ones as the report counts.
    expect(marked).toBe(BLOCK.width * BLOCK.height);
    expect(markedOutside).toBe(0);
    expect(red).toBe(shots.get('Card')!.pixels);
  });

  it('writes a page with before, after and difference images that exist, changed first, and nothing the /design CSP blocks', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual(
      expect.arrayContaining([
        'images/Card.before.png',
        'images/Card.after.png',
        'images/Card.diff.png',
        'images/ProgressBar.before.png',
        'images/ProgressBar.after.png',
        'images/Tabs.after.png',
        'images/Gone.before.png',
      ]),
    );
    for (const source of sources) expect(existsSync(join(out, source)), source).toBe(true);
    expect(html.indexOf('id="Card"')).toBeLessThan(html.indexOf('id="ProgressBar"'));
    expect(html).toContain("pnpm --filter @kwartier/ui test:visual -u -t '^Card$'");
    expect(html).toContain('<link rel="stylesheet" href="review.css">');
    expect(existsSync(join(out, 'review.css'))).toBe(true);
    // Plain HTML and a stylesheet: no script (the CSP allows none unhashed), nothing from elsewhere.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});
