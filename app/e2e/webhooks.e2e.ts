import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage as openPage, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

// Webhooks from Settings › Webhooks. An admin adds an endpoint (a receiver in this test on
// 127.0.0.1, which WEBHOOKS_ALLOW_PRIVATE allows) for the client events and copies its secret from
// the screen; adding a client posts `client.created`, which the receiver verifies with the Standard
// Webhooks library. Then the receiver answers 500: the next client's delivery shows in the
// endpoint's delivery log as pending with HTTP 500; the receiver recovers, "Send again" in the log
// delivers it (same webhook-id, verified) and the log says Delivered. No waiting for the
// worker's back-off: the server sends at once after each commit, and Send again sends now.

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started), { WEBHOOKS_ALLOW_PRIVATE: 'true' });

interface Received {
  id: string;
  type: string;
  /** The client's name the event is about. */
  name: unknown;
  verified: boolean;
  answered: number;
}

/** A receiver that verifies every request with the endpoint's secret (once known) and answers 204, or 500 while `failing`. */
const receiver = {
  secret: '',
  failing: false,
  received: [] as Received[],
  server: undefined as Server | undefined,
  url: '',
};

function verify(body: string, headers: IncomingHttpHeaders): boolean {
  try {
    new Webhook(receiver.secret).verify(body, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  receiver.server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { details: { name?: unknown } } };
      const answered = receiver.failing ? 500 : 204;
      receiver.received.push({ id: String(request.headers['webhook-id']), type: event.type, name: event.data.details.name, verified: verify(body, request.headers), answered });
      response.writeHead(answered, { 'Content-Type': 'text/plain' });
      response.end(answered === 500 ? 'Receiver down for maintenance' : '');
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/kwartier`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.server?.close(resolve));
});

async function addClient(page: Page, name: string) {
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add client' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** What the receiver got about the client `name`. */
const about = (name: string) => receiver.received.filter((request) => request.type === 'client.created' && request.name === name);

describe('webhooks', () => {
  it('delivers a verified event, shows a failed attempt in the log and sends it again from there', async () => {
    const page = await openPage(browser, server);
    await signUp(page, 'Wendy Hook', 'wendy@hooks.test', 'Hook Studio');

    // Add the endpoint through the screen; its secret shows once.
    await page.goto('/settings?tab=webhooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('textbox', { name: /^Address/ }).fill(receiver.url);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Test receiver');
    await dialog.getByText('Client added', { exact: true }).click();
    await dialog.getByText('Client changed', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    receiver.secret = (await page.getByLabel('Signing secret').textContent()) ?? '';
    expect(receiver.secret).toMatch(/^whsec_/);
    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: receiver.url });
    await expect.poll(() => row.textContent()).toContain('Client added');

    // An event caused through the screens arrives, signed with that secret.
    await addClient(page, 'Acme Corporation');
    await expect.poll(() => about('Acme Corporation')).toEqual([expect.objectContaining({ verified: true, answered: 204 })]);

    // The receiver fails: the next client's delivery is answered 500 and waits for another attempt.
    receiver.failing = true;
    await addClient(page, 'Beta Bakery');
    await expect.poll(() => about('Beta Bakery').length).toBeGreaterThan(0);
    const [failed] = about('Beta Bakery');
    expect(failed).toMatchObject({ verified: true, answered: 500 });

    await page.goto('/settings?tab=webhooks');
    await page.getByRole('link', { name: `Delivery log of ${receiver.url}` }).click();
    await page.waitForURL('**/settings/webhooks/*');
    const delivery = page.getByRole('row').filter({ hasText: failed!.id });
    await expect.poll(() => delivery.textContent()).toContain('Receiver down for maintenance');
    const shown = (await delivery.textContent()) ?? '';
    expect(shown).toContain('500');
    expect(shown).toContain('Client added');
    // Pending with a next attempt (the worker's own retry may already have failed again, still 500).
    expect(shown).toContain('Pending');

    // The receiver is back; Send again delivers it now, with the same webhook-id.
    receiver.failing = false;
    const before = about('Beta Bakery').length;
    await delivery.getByRole('button', { name: `Send again ${failed!.id}` }).click();
    await expect.poll(() => about('Beta Bakery').slice(before).some((request) => request.answered === 204)).toBe(true);
    expect(about('Beta Bakery').every((request) => request.id === failed!.id && request.verified)).toBe(true);
    await expect
      .poll(async () => {
        await page.reload();
        return (await delivery.textContent()) ?? '';
      })
      .toContain('Delivered');

    // Back to webhooks, by keyboard: Settings on its Webhooks tab, the endpoint listed.
    const back = page.getByRole('link', { name: 'Back to webhooks' });
    await back.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'webhooks');
    await page.getByRole('tab', { name: 'Webhooks', selected: true }).waitFor();
    await row.waitFor();
  });
});
