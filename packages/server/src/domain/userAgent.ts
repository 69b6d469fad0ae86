import Bowser from 'bowser';

/** What a session's list shows of its browser: parsed from the User-Agent by bowser. */
export interface DeviceOf {
  /** Browser and major version, e.g. `Firefox 133`; null when the agent names none. */
  browser: string | null;
  /** Operating system and version, e.g. `Windows 10`, `iOS 18.1`; null when unknown. */
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'other';
}

const KINDS = new Set(['desktop', 'mobile', 'tablet']);

/** The browser, system and kind of device a User-Agent names (null or empty: nothing known). */
export function deviceOf(userAgent: string | null): DeviceOf {
  if (!userAgent) return { browser: null, os: null, device: 'other' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  // Windows says its marketing name (`10`, `11` is still `NT 10.0`); macOS its version name too.
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : null;
  const type = parsed.platform.type;
  return { browser, os, device: type && KINDS.has(type) ? (type as DeviceOf['device']) : 'other' };
}
