import { describe, expect, it } from 'vitest';
import { deviceOf } from './userAgent.js';

describe('deviceOf', () => {
  it('names browser, system and kind of device', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox 133',
      os: 'Windows 10',
      device: 'desktop',
    });
    expect(
      deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari 18', os: 'iOS 18.1', device: 'mobile' });
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36').device,
    ).toBe('tablet');
  });

  it('knows nothing of a missing or unknown agent', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null, device: 'other' });
    expect(deviceOf('curl/8.5.0').device).toBe('other');
  });
});
