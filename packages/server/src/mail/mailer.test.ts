import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { createMailer, fromWithName, SMTP_TIMEOUTS, trackSends, type OutgoingMail } from './mailer.js';
import { invitationMail } from './templates.js';

const dir = mkdtempSync(join(tmpdir(), 'kwartier-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes each mail as an .eml file and logs its link', async () => {
    const lines: string[] = [];
    const outbox = join(dir, 'outbox');
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Kwartier <no-reply@localhost>', mailOutboxDir: outbox }, (line) => lines.push(line));
    expect(mailer.destination).toBe(`outbox ${outbox}`);
    const link = 'http://localhost:3000/invitation/abc';
    await mailer.send({ ...invitationMail('nl', { organizationName: 'Studio Noord', link }), to: 'bram@example.org', link });
    await mailer.send({ ...invitationMail('en', { organizationName: 'Studio Noord', link }), to: 'eva@example.org' });

    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const message = readFileSync(join(outbox, files.find((f) => readFileSync(join(outbox, f), 'utf8').includes('bram@example.org'))!), 'utf8');
    expect(message).toMatch(/^From: Kwartier <no-reply@localhost>$/m);
    expect(message).toMatch(/^To: bram@example.org$/m);
    expect(message).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(message).toContain('text/html');
    expect(lines[0]).toContain('mail to bram@example.org');
    expect(lines[0]).toContain(`link: ${link}`);
    mailer.close();
  });

  it('sends from another name at MAIL_FROM’s address', () => {
    expect(fromWithName('Kwartier <no-reply@kwartier.test>', 'Studio Kwast')).toEqual({ name: 'Studio Kwast', address: 'no-reply@kwartier.test' });
    expect(fromWithName('no-reply@kwartier.test', 'Studio "Kwast" & Zn')).toEqual({ name: 'Studio "Kwast" & Zn', address: 'no-reply@kwartier.test' });
  });

  it('names the SMTP server without its password', () => {
    const mailer = createMailer({ smtpUrl: 'smtp://user:secret@mail.example.org:587', mailFrom: 'x@y.z', mailOutboxDir: dir });
    expect(mailer.destination).toBe('SMTP smtp://mail.example.org:587');
    mailer.close();
  });
});

describe('waiting for mail', () => {
  const mail: OutgoingMail = { to: 'eva@example.org', subject: 's', text: 't', html: '<p>t</p>' };

  /** A mail server that takes its time: each mail arrives `delayMs` after it was handed over. */
  function slowServer(delayMs: number) {
    const arrived: string[] = [];
    return {
      arrived,
      mailer: trackSends({
        destination: 'slow',
        send: (m) => new Promise<void>((resolve) => setTimeout(() => (arrived.push(String(m.to)), resolve()), delayMs)),
        close: () => {},
      }),
    };
  }

  it('idle() waits for a mail sent after the answer, however slow the server', async () => {
    const { arrived, mailer } = slowServer(300);
    mailer.sendAfterAnswer(mail, 'test mail');
    expect(arrived).toEqual([]);
    await mailer.idle();
    expect(arrived).toEqual(['eva@example.org']);
  });

  it('idle() waits for mails handed over while it waits, and for failed ones', async () => {
    const failures: unknown[] = [];
    const mailer = trackSends({
      destination: 'failing',
      send: (m) => new Promise<void>((resolve, reject) => setTimeout(() => (m.to === 'bad@example.org' ? reject(new Error('refused')) : resolve()), 50)),
      close: () => {},
    }, (line, error) => failures.push([line, error]));
    let sent = false;
    mailer.sendAfterAnswer({ ...mail, to: 'bad@example.org' }, 'first mail');
    void mailer.send(mail).then(() => {
      mailer.sendAfterAnswer(mail, 'follow-up');
      void mailer.idle().then(() => (sent = true));
    });
    await mailer.idle();
    await new Promise((resolve) => setImmediate(resolve));
    await mailer.idle();
    expect(sent).toBe(true);
    expect(failures).toEqual([['first mail to bad@example.org failed:', expect.any(Error)]]);
    expect(mailer.counts()).toEqual({ underWay: 0, sent: 2, failed: 1 });
  });

  it('idle() is done at once when nothing is under way', async () => {
    const { mailer } = slowServer(10_000);
    await mailer.idle();
  });
});

describe('the SMTP mailer', () => {
  it('gives up on a mail server that never greets within its greeting timeout, not minutes later', async () => {
    // Accepts the connection and says nothing, as a hung mail server does.
    const sockets: import('node:net').Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Kwartier <no-reply@localhost>', mailOutboxDir: dir });
    try {
      // nodemailer's own greeting timeout is 30 s, beyond this test's 20 s: the error shows ours acted.
      expect(SMTP_TIMEOUTS.greetingTimeout).toBeLessThan(20_000);
      await expect(mailer.send({ ...invitationMail('en', { organizationName: 'Studio Noord', link: 'http://x/' }), to: 'eva@example.org' })).rejects.toThrow(/Greeting never received/);
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 20_000);
});
