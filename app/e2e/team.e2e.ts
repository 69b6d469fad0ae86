import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, launchBrowser, linkFromMail, nav, newPage as openPage, signUp, startServer, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

/** The operator's command (kwartier-admin) on the journey server's database: super admins come only from it. */
function kwartierAdmin(...args: string[]): string {
  const cli = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'server', 'dist', 'cli.js');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
  delete env.DATABASE_URL;
  return execFileSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' });
}

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const newPage = () => openPage(browser, server);

describe('accounts, team and organisation', () => {
  it('invites a colleague by mail, who joins, is made admin and then sees the admin navigation', async () => {
    const admin = await newPage();
    await signUp(admin, 'Ada Admin', 'ada@team.test', 'Ada Analytics');
    await admin.goto('/organization');
    await admin.getByRole('tab', { name: 'Team' }).click();
    await textbox(admin, 'Email address to invite').fill('grace@team.test');
    await admin.getByRole('button', { name: 'Send' }).click();
    await admin.getByRole('row', { name: /invitation pending/ }).waitFor();

    const link = await linkFromMail(server, 'grace@team.test', '/invitation/');
    const colleague = await newPage();
    await colleague.goto(link);
    // The join page says who invites.
    await colleague.getByRole('heading', { level: 1, name: 'Join Ada Analytics' }).waitFor();
    await expect.poll(() => colleague.title()).toBe('Join Ada Analytics · Kwartier');
    expect(await textbox(colleague, 'Email').inputValue()).toBe('grace@team.test');
    await acceptInvitation(colleague, link, 'Grace Colleague');
    // A member sees no admin navigation.
    await nav(colleague).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav(colleague).getByRole('link', { name: 'Clients' }).count()).toBe(0);

    // The admin sees the colleague in the team and makes them admin.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Team' }).click();
    const row = admin.getByRole('row', { name: /Grace Colleague/ });
    await row.waitFor();
    const adminSwitch = row.getByRole('switch', { name: 'Grace Colleague admin' });
    await adminSwitch.focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => adminSwitch.isChecked()).toBe(true);

    await colleague.reload();
    await nav(colleague).getByRole('link', { name: 'Clients' }).waitFor();
    await admin.context().close();
    await colleague.context().close();
  });

  it('resets a password through the mailed link', async () => {
    const page = await newPage();
    await signUp(page, 'Forgetful Fred', 'fred@team.test');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgotpassword');
    // The address changes before the page's own code has loaded, and until then the login form
    // (with its own Email field) is still on screen: wait for the new form.
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await textbox(page, 'Email').fill('fred@team.test');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('An email on how to reset your password has been sent.').waitFor();

    const link = await linkFromMail(server, 'fred@team.test', '/password/reset/');
    await page.goto(link);
    await textbox(page, 'Email').fill('fred@team.test');
    // A weak password: the meter (its estimator loaded on first use) says why, and the server refuses it, saying why too.
    await textbox(page, 'Password').fill('qwerty123');
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Very weak');
    await expect.poll(() => page.getByText('Not strong enough yet. This is a commonly used password.').first().isVisible()).toBe(true);
    await textbox(page, 'Confirm password').fill('qwerty123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByText('This password is too easy to guess. This is a commonly used password. Add more words that are less common.').first().isVisible())
      .toBe(true);
    // The refused pair was cleared, to be typed again.
    await textbox(page, 'Password').fill('a brand new password');
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Very strong');
    await textbox(page, 'Confirm password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The new password works; the link does not work twice.
    await page.context().clearCookies();
    await page.goto('/login');
    await textbox(page, 'Email').fill('fred@team.test');
    await textbox(page, 'Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('applies a new theme colour to the shell, shows an uploaded logo and refuses a non-image', async () => {
    const page = await newPage();
    await signUp(page, 'Theo Theme', 'theo@team.test');
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Theme' }).click();
    const primary = textbox(page, 'Primary colour');
    await primary.fill('#6a1b9aff');
    await primary.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    const current = nav(page).getByRole('link', { name: 'Settings' });
    await expect.poll(() => current.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(106, 27, 154)');

    await page.goto('/organization');
    await page.getByRole('tab', { name: 'Logo' }).click();
    const input = page.locator('input[type="file"]');
    // Named and typed as a PNG, but not one: the server checks the content.
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') });
    await page.getByText('The logo must be a PNG or JPG image.').waitFor();
    expect(await nav(page).locator('img').count()).toBe(0);

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect.poll(() => nav(page).locator('img').count()).toBe(1);
    expect(await nav(page).locator('img').getAttribute('src')).toMatch(/^\/logo\//);
    const logo = await page.request.get((await nav(page).locator('img').getAttribute('src'))!);
    expect(logo.headers()['content-type']).toBe('image/png');
    await page.context().close();
  });

  it('turns the interface Dutch when Dutch is chosen in the profile', async () => {
    const page = await newPage();
    await signUp(page, 'Nina Nederlands', 'nina@team.test');
    await page.goto('/profile');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await nav(page).getByRole('link', { name: 'Klanten' }).waitFor();
    await page.getByRole('tab', { name: 'Wachtwoord' }).waitFor();
    // The confirmation speaks the language just chosen.
    await page.getByRole('status').getByText('Profiel opgeslagen').waitFor();
    await page.context().close();
  });

  it('shows the accounts list to a super admin only', async () => {
    const member = await newPage();
    await signUp(member, 'Ordinary Olga', 'olga@team.test');
    await member.goto('/admin/accounts');
    await member.waitForURL((url) => url.pathname === '/');
    expect(await nav(member).getByRole('link', { name: 'Accounts' }).count()).toBe(0);

    const root = await newPage();
    await signUp(root, 'Rita Root', 'root@team.test');
    expect(kwartierAdmin('make-super-admin', 'root@team.test')).toContain('is now a super admin');
    await root.reload();
    await nav(root).getByRole('link', { name: 'Accounts' }).click();
    await root.waitForURL('**/admin/accounts');
    await root.getByRole('row', { name: /Ordinary Olga/ }).waitFor();
    await root.getByRole('searchbox').fill('Rita');
    await root.getByRole('row', { name: /Ordinary Olga/ }).waitFor({ state: 'detached' });
    await root.getByRole('row', { name: /Rita Root/ }).waitFor();
    await member.context().close();
    await root.context().close();
  });
});

// A 1×1 transparent PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
