import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';
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

  it('names the SMTP server without its password', () => {
    const mailer = createMailer({ smtpUrl: 'smtp://user:secret@mail.example.org:587', mailFrom: 'x@y.z', mailOutboxDir: dir });
    expect(mailer.destination).toBe('SMTP smtp://mail.example.org:587');
    mailer.close();
  });
});
