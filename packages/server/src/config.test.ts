import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseEmailList } from './config.js';

describe('loadConfig', () => {
  it('needs no mail settings: links to localhost, mail to an outbox in the data folder', () => {
    const config = loadConfig({ DATA_DIR: '/srv/kwartier' });
    expect(config).toMatchObject({
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Kwartier <no-reply@localhost>',
      mailOutboxDir: join('/srv/kwartier', 'outbox'),
      superAdminEmails: [],
      trustProxy: false,
    });
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });

  it('reads the mail, link and role settings', () => {
    const config = loadConfig({
      APP_URL: 'https://uren.example.org/',
      SMTP_URL: 'smtps://user:pw@mail.example.org',
      MAIL_FROM: 'Uren <uren@example.org>',
      MAIL_OUTBOX_DIR: '/tmp/mails',
      SUPER_ADMIN_EMAILS: 'Anna@Example.org, ,bram@example.org',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      appUrl: 'https://uren.example.org',
      smtpUrl: 'smtps://user:pw@mail.example.org',
      mailFrom: 'Uren <uren@example.org>',
      mailOutboxDir: '/tmp/mails',
      superAdminEmails: ['anna@example.org', 'bram@example.org'],
      trustProxy: true,
    });
  });

  it('refuses an APP_URL that is not an http(s) address', () => {
    expect(() => loadConfig({ APP_URL: 'uren.example.org' })).toThrow(/APP_URL/);
  });

  it('parses an empty list as none', () => {
    expect(parseEmailList(undefined)).toEqual([]);
    expect(parseEmailList('')).toEqual([]);
  });
});
