import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, linkFromMail, nav, newPage as openPage, signUp, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// My profile › Sessions. Two browser contexts signed in as the same person; in
// one, My profile lists both, this one marked; it ends the other, whose next request is refused.
// And an admin signs a member out everywhere from Organisation › Team.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const newPage = () => openPage(browser, server);

/** The rows of the Sessions table, its header row left out. */
const sessionRows = (page: Page) => page.getByRole('table', { name: 'Sessions' }).getByRole('row').filter({ has: page.getByRole('rowheader') });

describe('sessions people can see', () => {
  it('lists my two sessions, this one marked, and ends the other, which is sent to sign in', async () => {
    const desk = await newPage();
    await signUp(desk, 'Sam Sessions', 'sam@sessions.test');

    const laptop = await newPage();
    await laptop.goto('/login');
    await textbox(laptop, 'Email').fill('sam@sessions.test');
    await textbox(laptop, 'Password').fill('correct horse battery');
    await laptop.getByRole('button', { name: 'Log in' }).click();
    await laptop.waitForURL((url) => url.pathname === '/');

    await desk.goto('/profile');
    await desk.getByRole('tab', { name: 'Sessions' }).click();
    await desk.waitForURL('**/profile?tab=sessions');
    await expect.poll(() => sessionRows(desk).count()).toBe(2);
    const current = sessionRows(desk).filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    // Both are this Chromium on this machine: the device says so, from the User-Agent.
    expect(await current.getByRole('rowheader').textContent()).toMatch(/Chrome \d+ on Linux/);
    expect(await current.getByRole('button').count()).toBe(0);

    const other = sessionRows(desk).filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: /^Sign out / }).click();
    const dialog = desk.getByRole('alertdialog', { name: 'Sign out this session?' });
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await desk.getByText('Session signed out').waitFor();
    await expect.poll(() => sessionRows(desk).count()).toBe(1);
    await expect(sessionRows(desk).first().textContent()).resolves.toContain('This device');

    // The other browser's next request is refused: the guard sends it to sign in.
    await nav(laptop).getByRole('link', { name: 'Clients' }).click();
    await laptop.waitForURL('**/login');
    await laptop.getByRole('button', { name: 'Log in' }).waitFor();

    // This one goes on.
    await nav(desk).getByRole('link', { name: 'Clients' }).click();
    await desk.waitForURL('**/clients');
    await desk.context().close();
    await laptop.context().close();
  });

  it('an admin signs a member out everywhere: the member is sent to sign in, the admin goes on', async () => {
    const admin = await newPage();
    await signUp(admin, 'Ada Everywhere', 'ada@everywhere.test', 'Everywhere Studio');
    await admin.goto('/organization');
    await admin.getByRole('tab', { name: 'Team' }).click();
    await textbox(admin, 'Email address to invite').fill('mo@everywhere.test');
    await admin.getByRole('button', { name: 'Send' }).click();
    await admin.getByRole('row', { name: /invitation pending/ }).waitFor();
    const member = await newPage();
    await acceptInvitation(member, await linkFromMail(server, 'mo@everywhere.test', '/invitation/'), 'Mo Member');
    await nav(member).getByRole('link', { name: 'Dashboard' }).waitFor();

    await admin.reload();
    await admin.getByRole('tab', { name: 'Team' }).click();
    await admin.getByRole('row', { name: /Mo Member/ }).getByRole('button', { name: 'Sign Mo Member out everywhere' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await dialog.getByText('Mo Member will be signed out in every browser and has to sign in again.').waitFor();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The member's next request is refused: the guard sends them to sign in.
    await nav(member).getByRole('link', { name: 'Time', exact: true }).click();
    await member.waitForURL('**/login');
    await member.getByRole('button', { name: 'Log in' }).waitFor();
    // The admin is still signed in.
    await nav(admin).getByRole('link', { name: 'Clients' }).click();
    await admin.waitForURL('**/clients');
    await admin.context().close();
    await member.context().close();
  });
});
