import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, linkFromMail, nav, newPage as openPage, signUp, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// One login, several organisations: an address with an account is invited to a second
// organisation, signs in to accept, switches between the two (each page load showing only that
// organisation's data) and leaves one from My profile; another, signed in, declines one.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const newPage = () => openPage(browser, server);

interface MyOrganization {
  name: string;
  admin: boolean;
  current: boolean;
}

/** The clients page lists `shown` and not `hidden` (each client's row has its active switch). */
async function expectClients(page: Page, shown: string, hidden: string) {
  await page.goto('/clients');
  await page.getByRole('switch', { name: `${shown} active` }).waitFor();
  expect(await page.getByRole('switch', { name: `${hidden} active` }).count()).toBe(0);
}

describe('one login in several organisations', () => {
  it('accepts an invitation by signing in, switches between the organisations and leaves one', async () => {
    // Two admins of two organisations, each with a client.
    const ann = await newPage();
    const listed: string[] = [];
    ann.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/organizations') listed.push(request.url());
    });
    await signUp(ann, 'Ann Noord', 'ann@orgs.test', 'Studio Noord');
    await callApi(ann, 'POST', '/api/clients', { name: 'Noord client' });
    // One organisation: no switcher, the name as ever, and no call for a list of one.
    await nav(ann).getByText('Studio Noord').waitFor();
    expect(listed).toEqual([]);
    expect(await nav(ann).getByRole('button', { name: /Switch organisation/ }).count()).toBe(0);
    await ann.context().close();

    const bob = await newPage();
    await signUp(bob, 'Bob Bakker', 'bob@orgs.test', 'Bakkerij');
    await callApi(bob, 'POST', '/api/clients', { name: 'Bakkerij client' });

    // Bob invites Ann's address, which has an account.
    await bob.goto('/organization');
    await bob.getByRole('tab', { name: 'Team' }).click();
    await textbox(bob, 'Email address to invite').fill('ann@orgs.test');
    await bob.getByRole('button', { name: 'Send' }).click();
    // A person with an account is listed by their name, marked as not accepted yet.
    await bob.getByRole('row', { name: /Ann Noord \(invitation pending\)/ }).waitFor();

    // Ann opens the mailed link signed out: no name or password asked, but sign in to accept.
    const invitationPath = await linkFromMail(server, 'ann@orgs.test', '/invitation/');
    const page = await newPage();
    await page.goto(invitationPath);
    await page.getByRole('heading', { level: 1, name: 'Join Bakkerij' }).waitFor();
    await page.getByText('Bakkerij invites ann@orgs.test. This address has an account: sign in to accept.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in to accept' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('return') === invitationPath);
    await textbox(page, 'Email').fill('ann@orgs.test');
    await textbox(page, 'Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Signed in, back at the invitation: accept it, and the app loads afresh in Bakkerij.
    await page.waitForURL((url) => url.pathname === invitationPath);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const switcher = nav(page).getByRole('button', { name: /^Switch organisation, now / });
    await nav(page).getByRole('button', { name: 'Switch organisation, now Bakkerij' }).waitFor();
    expect(await callApi<MyOrganization[]>(page, 'GET', '/api/user/organizations')).toEqual([
      expect.objectContaining({ name: 'Bakkerij', admin: false, current: true }),
      expect.objectContaining({ name: 'Studio Noord', admin: true, current: false }),
    ]);

    // Bob makes Ann an admin of Bakkerij too: she then sees Bakkerij's clients, and only those.
    await bob.reload();
    await bob.getByRole('tab', { name: 'Team' }).click();
    const adminSwitch = bob.getByRole('row', { name: /Ann Noord/ }).getByRole('switch', { name: 'Ann Noord admin' });
    await adminSwitch.focus();
    await bob.keyboard.press('Space');
    await expect.poll(() => adminSwitch.isChecked()).toBe(true);
    await bob.context().close();
    await expectClients(page, 'Bakkerij client', 'Noord client');

    // Another tab of hers shows Bakkerij too.
    const otherTab = await page.context().newPage();
    otherTab.setDefaultTimeout(10_000);
    await otherTab.goto('/clients');
    await nav(otherTab).getByRole('button', { name: 'Switch organisation, now Bakkerij' }).waitFor();

    // The switcher lists both, Bakkerij checked; choosing Studio Noord loads the app afresh there.
    await switcher.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitemradio', { name: 'Bakkerij' }).getAttribute('aria-checked')).toBe('true');
    expect(await menu.getByRole('menuitemradio', { name: 'Studio Noord' }).getAttribute('aria-checked')).toBe('false');
    await menu.getByRole('menuitemradio', { name: 'Studio Noord' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await nav(page).getByRole('button', { name: 'Switch organisation, now Studio Noord' }).waitFor();
    await expectClients(page, 'Noord client', 'Bakkerij client');
    // The other tab, which shared the session, followed: it loaded afresh in Studio Noord.
    await nav(otherTab).getByRole('button', { name: 'Switch organisation, now Studio Noord' }).waitFor();
    expect(new URL(otherTab.url()).pathname).toBe('/');
    await otherTab.close();

    // Offline the switcher says switching needs a connection, its other organisation disabled; back online it is not.
    const offlineNote = nav(page).getByText('Offline: switching organisations needs a connection.');
    await page.context().setOffline(true);
    await offlineNote.waitFor();
    await switcher.click();
    expect(await menu.getByRole('menuitemradio', { name: 'Bakkerij' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await page.context().setOffline(false);
    await offlineNote.waitFor({ state: 'detached' });

    // She leaves Bakkerij from My profile › Organisations; the switcher goes with it.
    await page.goto('/profile?tab=organizations');
    const organizations = page.getByRole('table', { name: 'Organisations' });
    await organizations.getByRole('row', { name: /Bakkerij/ }).waitFor();
    await page.getByRole('button', { name: 'Leave Bakkerij' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Leave this organisation?' });
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('You left Bakkerij').waitFor();
    await organizations.getByRole('row', { name: /Bakkerij/ }).waitFor({ state: 'detached' });
    await switcher.waitFor({ state: 'detached' });
    expect(await callApi<MyOrganization[]>(page, 'GET', '/api/user/organizations')).toEqual([expect.objectContaining({ name: 'Studio Noord', current: true })]);

    // Her only organisation, of which she is the last admin, she cannot leave: the confirmation says why.
    await page.getByRole('button', { name: 'Leave Studio Noord' }).click();
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(async () => (await confirm.getByRole('alert').textContent()) ?? '').toMatch(/\S/);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('declines an invitation while signed in: no membership there, the own organisation as it was', async () => {
    const cas = await newPage();
    await signUp(cas, 'Cas Oost', 'cas@orgs.test', 'Studio Oost');
    await callApi(cas, 'POST', '/api/clients', { name: 'Oost client' });

    const dirk = await newPage();
    await signUp(dirk, 'Dirk Dijk', 'dirk@orgs.test', 'Dijkwerk');
    await dirk.goto('/organization');
    await dirk.getByRole('tab', { name: 'Team' }).click();
    await textbox(dirk, 'Email address to invite').fill('cas@orgs.test');
    await dirk.getByRole('button', { name: 'Send' }).click();
    await dirk.getByRole('row', { name: /Cas Oost \(invitation pending\)/ }).waitFor();

    // Cas, signed in, opens the mailed link: accept or decline; he declines.
    const invitationPath = await linkFromMail(server, 'cas@orgs.test', '/invitation/');
    await cas.goto(invitationPath);
    await cas.getByRole('heading', { level: 1, name: 'Join Dijkwerk' }).waitFor();
    await cas.getByRole('button', { name: 'Accept invitation' }).waitFor();
    await cas.getByRole('button', { name: 'Decline' }).click();
    await cas.getByText('You declined the invitation of Dijkwerk. Your other organisations stay as they were.').waitFor();
    expect(await cas.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);

    // Dijkwerk's team no longer lists him, pending or otherwise.
    await dirk.reload();
    await dirk.getByRole('tab', { name: 'Team' }).click();
    await dirk.getByRole('row', { name: /Dirk Dijk/ }).waitFor();
    expect(await dirk.getByRole('row', { name: /Cas Oost/ }).count()).toBe(0);
    await dirk.context().close();

    // He goes on in Studio Oost, his only organisation: no switcher, its clients.
    await cas.getByRole('link', { name: 'Continue to Kwartier' }).click();
    await cas.waitForURL((url) => url.pathname === '/');
    await nav(cas).getByText('Studio Oost').waitFor();
    expect(await nav(cas).getByRole('button', { name: /Switch organisation/ }).count()).toBe(0);
    expect(await callApi<MyOrganization[]>(cas, 'GET', '/api/user/organizations')).toEqual([expect.objectContaining({ name: 'Studio Oost', admin: true, current: true })]);
    await cas.goto('/clients');
    await cas.getByRole('switch', { name: 'Oost client active' }).waitFor();

    // The link is used up: opening it again finds no invitation.
    await cas.goto(invitationPath);
    await cas.getByText('Your invitation could not be found').waitFor();
    await cas.context().close();
  });
});
