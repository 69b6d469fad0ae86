// Types of scripts/browser.mjs, for the TypeScript files that import it.
export declare const COMMON_ARGS: string[];

export interface ChromiumChoice {
  /** The browser binary to launch. */
  executablePath: string;
  /** Flags to launch it with (add your own after them). */
  args: string[];
  /** The browser's environment (pinned fonts for the npm build); undefined: the parent's. */
  env?: Record<string, string | undefined>;
  /** Where it came from: CHROMIUM_PATH, a system Chromium, or the npm build. */
  source: string;
  /** The npm package version, for the npm build. */
  version?: string;
}

/**
 * CHROMIUM_PATH, else a system Chromium, else @sparticuz/chromium from node_modules (with the
 * pinned DejaVu fonts). `pinned: true`: always the npm build and fonts (visual baselines).
 */
export declare function resolveChromium(options?: { pinned?: boolean }): Promise<ChromiumChoice>;
