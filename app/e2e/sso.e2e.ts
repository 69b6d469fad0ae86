import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from '../../packages/server/test/support/oidcProvider';
import { callApi, launchBrowser, nav, newPage, signUp, startServer, textbox, type RunningServer } from './harness';

// Single sign-on through a real OpenID Connect provider (oidc-provider on 127.0.0.1, the server
// tests' own: its sign-in and consent pages finish at once as the account the journey chose). The
// admin connects it on the settings screen; a new person with a verified address of the
// organisation's domain signs in through it from the sign-in page and joins as a member; an
// unverified address comes back to the sign-in page with its message. A member from outside the
// organisation's domain switches into it with the shell's switcher and signs in through its provider;
// her other tab follows; another accepts an invitation to it on the join page and does the same.

let server: RunningServer;
let browser: Browser;
let provider: TestProvider;

beforeAll(async () => {
  // A provider on this machine over plain http: allowed only with SSO_LOOPBACK_ISSUERS.
  server = await startServer({ SSO_LOOPBACK_ISSUERS: '1' });
  browser = await launchBrowser();
  provider = await startTestProvider(`${server.baseUrl}/login/sso/callback`);
});

afterAll(async () => {
  await provider?.close();
  await browser?.close();
  await server?.stop();
});

const DOMAIN = 'acme.test';

/** The write-only secret (a password field: no textbox role). */
const secretField = (page: Page) => page.locator('input[name="client_secret"]');

async function signInWithSingleSignOn(page: Page, email: string) {
  await page.goto('/login');
  await textbox(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
}

describe('single sign-on', () => {
  it('is connected by the admin; a new person of the domain joins through the provider; an unverified address is refused', async () => {
    const admin = await newPage(browser, server);
    await signUp(admin, 'Ada Admin', `ada@${DOMAIN}`, 'Acme');

    await admin.goto('/settings');
    const card = admin.getByRole('region', { name: 'Single sign-on' });
    await card.getByText(`${server.baseUrl}/login/sso/callback`).waitFor();
    await textbox(admin, 'Issuer').fill(provider.issuer);
    await textbox(admin, 'Client ID').fill(provider.client.id);
    await secretField(admin).fill(provider.client.secret);
    await textbox(admin, 'Email domains').fill(DOMAIN);
    const joinByDomain = card.getByRole('switch', { name: 'Let new people join by domain' });
    await joinByDomain.focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => joinByDomain.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Single sign-on saved').waitFor();
    // Saved: the secret is kept from now on, and the connection can be undone.
    await card.getByRole('button', { name: 'Disconnect' }).waitFor();
    expect(await secretField(admin).inputValue()).toBe('');
    await admin.goto('/logout');
    await admin.waitForURL('**/login');

    // A newcomer whose address the provider has verified: in the app, as a member.
    provider.accounts.set('sub-pia', { email: `pia@${DOMAIN}`, email_verified: true, name: 'Pia Provider' });
    provider.signInAs('sub-pia');
    const pia = await newPage(browser, server);
    await signInWithSingleSignOn(pia, `pia@${DOMAIN}`);
    await pia.waitForURL((url) => url.origin === server.baseUrl && url.pathname === '/');
    const me = await callApi<{ name: string; email: string; admin: boolean }>(pia, 'GET', '/api/user');
    expect(me).toMatchObject({ name: 'Pia Provider', email: `pia@${DOMAIN}`, admin: false });

    // An address the provider has not verified: back on the sign-in page, which says why.
    provider.accounts.set('sub-uma', { email: `uma@${DOMAIN}`, email_verified: false, name: 'Uma Unverified' });
    provider.signInAs('sub-uma');
    const uma = await newPage(browser, server);
    await signInWithSingleSignOn(uma, `uma@${DOMAIN}`);
    await uma.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('sso_error') === 'email_unverified');
    await uma.getByRole('alert').getByText('The sign-in service did not confirm your address.').waitFor();
  });

  it('sends a member switching into an organisation that requires it, or accepting its invitation, to its provider, and lands there', async () => {
    // Beta connects the provider (set up by the API: the screen is the journey above).
    const bea = await newPage(browser, server);
    await signUp(bea, 'Bea Beta', 'bea@beta.test', 'Beta');
    const connection = { issuer: provider.issuer, client_id: provider.client.id, domains: ['beta.test'], join_by_domain: false };
    await callApi(bea, 'PUT', '/api/organization/sso', { ...connection, client_secret: provider.client.secret, required: false });

    // Olga runs an organisation of her own and accepts Beta's invitation, with her address of another domain.
    const olga = await newPage(browser, server);
    await signUp(olga, 'Olga Outside', 'olga@outside.test', 'Outside');
    const invited = await callApi<{ invite_token: string }>(bea, 'POST', '/api/organization/send/invite', { email: 'olga@outside.test' });
    await callApi(olga, 'POST', '/api/user/invitations/accept', { token: invited.invite_token });
    const own = (await callApi<{ id: number; name: string }[]>(olga, 'GET', '/api/user/organizations')).find((organization) => organization.name === 'Outside');
    await callApi(olga, 'PUT', '/api/user/organization', { organization_id: own?.id });
    // Beta requires single sign-on of its members from now on.
    await callApi(bea, 'PUT', '/api/organization/sso', { ...connection, required: true });

    // Choosing Beta in the switcher goes through the provider (which knows Olga by her address) and lands in Beta.
    provider.accounts.set('sub-olga', { email: 'olga@outside.test', email_verified: true, name: 'Olga Outside' });
    provider.signInAs('sub-olga');
    await olga.goto('/');
    // A second tab of hers shows Outside's projects meanwhile.
    const otherTab = await olga.context().newPage();
    await otherTab.goto('/projects');
    await nav(otherTab).getByRole('button', { name: 'Switch organisation, now Outside' }).waitFor();
    await nav(olga).getByRole('button', { name: 'Switch organisation, now Outside' }).click();
    await olga.getByRole('menu').getByRole('menuitemradio', { name: 'Beta' }).click();
    await nav(olga).getByRole('button', { name: 'Switch organisation, now Beta' }).waitFor();
    expect(new URL(olga.url()).pathname).toBe('/');
    // The provider's callback landed signed in to Beta: the other tab follows, loading afresh at `/`.
    await nav(otherTab).getByRole('button', { name: 'Switch organisation, now Beta' }).waitFor();
    expect(new URL(otherTab.url()).pathname).toBe('/');
    await otherTab.close();
    expect(await callApi<{ email: string; admin: boolean }>(olga, 'GET', '/api/user')).toMatchObject({ email: 'olga@outside.test', admin: false });

    // Piet, signed in with his password elsewhere, accepts an invitation to Beta on its join page:
    // the acceptance goes through the provider too, which accepts it and lands in Beta.
    const piet = await newPage(browser, server);
    await signUp(piet, 'Piet Pass', 'piet@elsewhere.test', 'Elsewhere');
    const pietInvited = await callApi<{ invite_token: string }>(bea, 'POST', '/api/organization/send/invite', { email: 'piet@elsewhere.test' });
    provider.accounts.set('sub-piet', { email: 'piet@elsewhere.test', email_verified: true, name: 'Piet Pass' });
    provider.signInAs('sub-piet');
    await piet.goto(`/invitation/${pietInvited.invite_token}`);
    await piet.getByRole('button', { name: 'Accept invitation' }).click();
    await nav(piet).getByRole('button', { name: 'Switch organisation, now Beta' }).waitFor();
    expect(new URL(piet.url()).pathname).toBe('/');
    const pietInBeta = await callApi<{ id: number; email: string; admin: boolean }>(piet, 'GET', '/api/user');
    expect(pietInBeta).toMatchObject({ email: 'piet@elsewhere.test', admin: false });
    // Beta's trail: he joined through its provider, not with his password.
    const trail = await callApi<{ entries: { kind: string; user_id: number | null }[] }>(bea, 'GET', '/api/audit?kind=auth.signin_sso');
    expect(trail.entries.filter((entry) => entry.user_id === pietInBeta.id)).toHaveLength(1);
  });
});
