import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, retiredSettings } from './config.js';

describe('loadConfig', () => {
  it('needs no mail settings: links to localhost, mail to an outbox in the data folder', () => {
    const config = loadConfig({ DATA_DIR: '/srv/kwartier' });
    expect(config).toMatchObject({
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Kwartier <no-reply@localhost>',
      mailOutboxDir: join('/srv/kwartier', 'outbox'),
      trustProxy: false,
    });
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    // Only a given address counts for the daily jobs' mails.
    expect(config.appUrlSet).toBe(false);
    expect(loadConfig({ APP_URL: 'https://uren.example.org' }).appUrlSet).toBe(true);
  });

  it('reads the mail, link and role settings', () => {
    const config = loadConfig({
      APP_URL: 'https://uren.example.org/',
      SMTP_URL: 'smtps://user:pw@mail.example.org',
      MAIL_FROM: 'Uren <uren@example.org>',
      MAIL_OUTBOX_DIR: '/tmp/mails',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      appUrl: 'https://uren.example.org',
      smtpUrl: 'smtps://user:pw@mail.example.org',
      mailFrom: 'Uren <uren@example.org>',
      mailOutboxDir: '/tmp/mails',
      trustProxy: true,
    });
  });

  it('reads the database timeouts, with defaults', () => {
    expect(loadConfig({})).toMatchObject({ databaseConnectTimeoutMs: 5_000, databaseStatementTimeoutMs: 20_000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      databaseConnectTimeoutMs: 1_500,
      databaseStatementTimeoutMs: 0,
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5s' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('reads SECRET_KEY, refusing a short one', () => {
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(loadConfig({ SECRET_KEY: 'k'.repeat(32) }).secretKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ SECRET_KEY: 'too short' })).toThrow(/SECRET_KEY must be at least 32 characters/);
  });

  it('refuses an APP_URL that is not an http(s) address', () => {
    expect(() => loadConfig({ APP_URL: 'uren.example.org' })).toThrow(/APP_URL/);
  });

  it('no longer reads SUPER_ADMIN_EMAILS, and says so', () => {
    expect(loadConfig({ SUPER_ADMIN_EMAILS: 'anna@example.org' })).not.toHaveProperty('superAdminEmails');
    expect(retiredSettings({ SUPER_ADMIN_EMAILS: 'anna@example.org' })).toEqual([expect.stringContaining('SUPER_ADMIN_EMAILS is ignored')]);
    expect(retiredSettings({})).toEqual([]);
  });
});
