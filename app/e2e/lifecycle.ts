import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from './harness';

/**
 * A journey file's server (the built app on a throwaway database) and browser: started before its
 * tests, handed to `onStart`, stopped after them; `env` is the server's extra environment. Apart
 * from harness.ts, which the benchmarks use outside Vitest.
 */
export function useJourney(onStart: (started: { server: RunningServer; browser: Browser }) => void, env: Record<string, string> = {}): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
    onStart({ server, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
