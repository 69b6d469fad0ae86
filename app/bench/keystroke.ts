// A keystroke in the time sheet, measured in Chromium: from the key event to the frame after the
// next paint, with the totals already updated, in a week of 40 lines (p95 ≤ 16 ms), and
// the part the page spends itself (the key's handlers and React's render) without the wait for
// the next frame, which a headless browser paces at 60 Hz whatever the page does.
// The baseline is the same keystroke into a bare <input> on the same page in the same run, so
// the ratio says what the grid adds. Nothing here asserts a time; it prints the figures.
//
//   KEYSTROKES   measured keystrokes per target (200 by default), after 30 to warm up
//
// Needs the built app and server (`pnpm run build`); run with `pnpm bench` from the root.
import { callApi, launchBrowser, newPage, seedActivities, signUp, startServer } from '../e2e/harness';

const KEYSTROKES = Number(process.env.KEYSTROKES ?? 200);
const WARM_UP = 30;
const LINES = 40;
/** Each line holds this much on every weekday: 40 × 0:15 = 10 hours a day, under the 24:00 cap. */
const MINUTES_PER_CELL = 15;

interface Sample {
  /** From the key event to the task after the next paint. */
  ms: number;
  /** From the key event to the end of its handlers, rendering included: what the page itself spends. */
  work: number;
  total: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! };
}

const format = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser, server);
    await signUp(page, 'Bench Member', 'bench@keystroke.test');
    const activities = await seedActivities(page, LINES, 'Bench');
    const week = await callApi<{ weekdates: Array<{ date: string }> }>(page, 'POST', '/api/time', {});
    const monday = week.weekdates[0]!.date;
    // Every line holds hours on every weekday, so the totals have work to do.
    for (const activity of activities) {
      await callApi(page, 'POST', '/api/time/addactivity', { activity_id: activity, date: monday });
      for (const day of week.weekdates.slice(0, 5)) await callApi(page, 'POST', '/api/time/save', { activity_id: activity, date: day.date, time: MINUTES_PER_CELL });
    }
    await page.goto('/time');
    await page.getByRole('grid').waitFor();
    const lines = await page.getByRole('grid').locator('tbody tr').count();
    if (lines !== LINES) throw new Error(`expected ${LINES} lines, found ${lines}`);

    // In the page: every keydown records the time from the event to the task after the next
    // paint (rAF runs just before the paint; a message posted from it runs after), and the grand
    // total shown in that frame.
    await page.evaluate(() => {
      const w = window as unknown as { samples: Sample[] };
      w.samples = [];
      // The end of the last handler of the keystroke (keydown, then input when the text changed),
      // seen from window after React handled the event and rendered (discrete events render at once).
      let handled = 0;
      // (Inline handlers: tsx names a function stored in a variable with a helper the page lacks.)
      for (const type of ['keydown', 'input']) window.addEventListener(type, () => void (handled = performance.now()));
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const total = document.querySelector('[role="grid"] tfoot td:nth-of-type(8)')?.textContent ?? '';
            const work = handled - start;
            const channel = new MessageChannel();
            channel.port1.onmessage = () => w.samples.push({ ms: performance.now() - start, work, total });
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
      const bare = document.createElement('input');
      bare.id = 'bench-bare-input';
      bare.setAttribute('aria-label', 'Baseline input');
      document.body.append(bare);
    });

    const takeSamples = () =>
      page.evaluate(() => {
        const w = window as unknown as { samples: Sample[] };
        const taken = w.samples;
        w.samples = [];
        return taken;
      });

    /** Types '1', Backspace, '2', Backspace, … and returns the measured samples. */
    async function typeKeystrokes(count: number): Promise<Sample[]> {
      for (let index = 0; index < count; index++) {
        await page.keyboard.press(index % 2 === 0 ? String(1 + ((index / 2) % 9)) : 'Backspace');
        // One keystroke per measured frame: the next key waits until this one was painted.
        await page.waitForFunction((n) => (window as unknown as { samples: Sample[] }).samples.length > n, index, { polling: 'raf' });
      }
      return takeSamples();
    }

    // The grid: a Wednesday cell in the middle of the week's 40 lines, edited by typing.
    const cell = page.getByRole('grid').locator('td[data-row="20"][data-col="2"]');
    // Click edits; Escape leaves the edit; Delete clears the cell; from there each digit starts
    // an edit or types into it, and each Backspace empties it again.
    await cell.click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Delete');
    await page.waitForTimeout(200);
    await takeSamples();
    await typeKeystrokes(WARM_UP);
    const grid = await typeKeystrokes(KEYSTROKES);
    await page.keyboard.press('Escape');

    // The totals in each measured frame: 40 lines × 5 days × 0:15, minus the cell's 0:15, plus
    // what the cell holds after the keystroke ('1'…'9' hours, or empty after a Backspace).
    const base = LINES * 5 * MINUTES_PER_CELL - MINUTES_PER_CELL;
    // (typeKeystrokes starts each call at '1'; the warm-up ended on a Backspace.)
    const expectedTotals = grid.map((_, index) => {
      const hours = index % 2 === 0 ? 1 + ((index / 2) % 9) : 0;
      const minutes = base + hours * 60;
      return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    });
    const stale = grid.filter((sample, index) => sample.total !== expectedTotals[index]).length;

    await page.locator('#bench-bare-input').focus();
    await typeKeystrokes(WARM_UP);
    const bare = await typeKeystrokes(KEYSTROKES);

    const g = summary(grid.map((s) => s.ms));
    const b = summary(bare.map((s) => s.ms));
    const gw = summary(grid.map((s) => s.work));
    const bw = summary(bare.map((s) => s.work));
    console.log(`\nKeystroke to next paint, ${LINES}-line week, ${KEYSTROKES} keystrokes each (Chromium ${browser.version()})`);
    console.log(`  grid cell      p50 ${format(g.p50)}  p95 ${format(g.p95)}  p99 ${format(g.p99)}  max ${format(g.max)}`);
    console.log(`  bare <input>   p50 ${format(b.p50)}  p95 ${format(b.p95)}  p99 ${format(b.p99)}  max ${format(b.max)}`);
    console.log(`  ratio grid/bare p95 ${(g.p95 / b.p95).toFixed(2)}   goal: grid p95 ≤ 16 ms`);
    console.log(`  handlers and render only: grid p50 ${format(gw.p50)}  p95 ${format(gw.p95)}  p99 ${format(gw.p99)}; bare p95 ${format(bw.p95)}`);
    console.log(`  frames whose grand total was not yet updated: ${stale} of ${grid.length}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
