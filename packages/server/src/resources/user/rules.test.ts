import { describe, expect, it } from 'vitest';
import { profileFields } from './rules.js';

describe('profileFields', () => {
  it('keeps the date format and language when they are not sent', () => {
    expect(profileFields({ name: 'Anna', email: 'Anna@Example.org' })).toEqual({ name: 'Anna', email: 'anna@example.org' });
  });

  it('takes them when sent', () => {
    expect(profileFields({ name: 'Anna', email: 'anna@example.org', dateformat: 'YYYY-MM-DD', locale: 'nl' })).toEqual({
      name: 'Anna',
      email: 'anna@example.org',
      dateformat: 'YYYY-MM-DD',
      locale: 'nl',
    });
  });
});
