import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';
import type { MailContent } from './templates.js';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The link the mail is about; logged when the mail goes to the outbox instead of a server. */
  link?: string;
}

export interface Mailer {
  /** Hands the mail to the SMTP server, or writes it to the outbox; rejects when that fails. */
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start-up log line. */
  readonly destination: string;
  close(): void;
}

export type MailConfig = Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir'>;

/**
 * Outgoing mail. With `SMTP_URL` mails go out over SMTP (nodemailer). Without it, so that the
 * Quick start needs no mail server, each message is written as an .eml file (open it in any
 * mail program) into the outbox folder and its link is logged.
 */
export function createMailer(config: MailConfig, log: (line: string) => void = console.log): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.mailOutboxDir, config.mailFrom, log);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const url = new URL(smtpUrl);
  return {
    // Never log the password of the URL.
    destination: `SMTP ${url.protocol}//${url.host}`,
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}

function outboxMailer(dir: string, from: string, log: (line: string) => void): Mailer {
  // nodemailer builds the complete message (headers, both parts, encodings) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `outbox ${dir}`,
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(dir, { recursive: true });
      // Sortable by time, unique without coordination between processes.
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${mail.to} ("${mail.subject}") written to ${file}${mail.link ? `\n  link: ${mail.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
