import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { linkFromMail, newPage as openPage, signUp, textbox, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// Two-factor sign-in. Set up from a code generated here (as an authenticator app
// would), sign out, sign in with a code, then with a recovery code; the same recovery code is
// then refused.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

const EMAIL = 'tia@twofactor.test';
const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.waitForURL('**/login');
}

/** The password step; the code step follows. */
async function password(page: Page) {
  await textbox(page, 'Email').fill(EMAIL);
  await textbox(page, 'Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

describe('two-factor sign-in', () => {
  it('is set up from a generated code, then asks a code or a recovery code, which works once', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Tia Twofactor', EMAIL);

    await page.goto('/profile?tab=twofactor');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.locator('code').first().textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const confirmedAt = new Date();
    await textbox(page, 'Code').fill(codeAt(secret, confirmedAt));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Two-factor sign-in is on.').waitFor();

    // With a code: the confirmation used this time step's, so the next step's (accepted ±1 step).
    await signOut(page);
    await password(page);
    await textbox(page, 'Code').fill(codeAt(secret, new Date(confirmedAt.getTime() + 30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // With a recovery code.
    await signOut(page);
    await password(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await textbox(page, 'Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The same recovery code again: refused, and no session.
    await signOut(page);
    await password(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await textbox(page, 'Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('This recovery code is not right, or it has been used already.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // A reset password does not get round the code: the reset lands on the login page, which says
    // so, and the new password still asks the code.
    await page.goto('/forgotpassword');
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await textbox(page, 'Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('An email on how to reset your password has been sent.').waitFor();
    await page.goto(await linkFromMail(server, EMAIL, '/password/reset/'));
    await textbox(page, 'Email').fill(EMAIL);
    await textbox(page, 'Password').fill('a brand new passphrase');
    await textbox(page, 'Confirm password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL('**/login?reset=1');
    await page.getByText('Your password has been changed. Log in with it and the code of your authenticator app.').waitFor();
    await textbox(page, 'Email').fill(EMAIL);
    await textbox(page, 'Password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await textbox(page, 'Recovery code').fill(codes[1]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
