import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import type { ServerConfig } from '../config.js';
import type { MailContent } from './templates.js';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface OutgoingMail extends MailContent {
  /** One address, or several (an invoice to more than one person). */
  to: string | string[];
  cc?: string[];
  bcc?: string[];
  /**
   * The sender's name instead of `MAIL_FROM`'s, at `MAIL_FROM`'s address (an invoice comes from
   * the organisation: `Studio Kwast <no-reply@…>`).
   */
  fromName?: string;
  /** Where an answer goes (an invoice: the organisation's address), when not the sender. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The link the mail is about; logged when the mail goes to the outbox instead of a server. */
  link?: string;
}

/** Where mail goes: SMTP or the outbox. */
export interface Transport {
  /** Hands the mail to the SMTP server, or writes it to the outbox; rejects when that fails. */
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start-up log line. */
  readonly destination: string;
  close(): void;
}

export interface Mailer extends Transport {
  /**
   * Sends after the current answer has gone out, so the time a mail server takes tells the
   * caller nothing; a failure is logged (`what` names the mail in the log line).
   */
  sendAfterAnswer(mail: OutgoingMail, what: string): void;
  /**
   * Resolves once every mail handed over so far (and any handed over meanwhile) has been sent
   * or has failed: for a graceful stop, and for tests that check which mails went out.
   */
  idle(): Promise<void>;
  /** Mails under way now, and sent and failed since start (for /metrics). */
  counts(): { underWay: number; sent: number; failed: number };
}

export type MailConfig = Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'mailOutboxDir'>;

/**
 * Outgoing mail. With `SMTP_URL` mails go out over SMTP (nodemailer). Without it, so that the
 * Quick start needs no mail server, each message is written as an .eml file (open it in any
 * mail program) into the outbox folder and its link is logged.
 */
export function createMailer(config: MailConfig, log: (line: string) => void = console.log): Mailer {
  return trackSends(config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outboxTransport(config.mailOutboxDir, config.mailFrom, log));
}

/** A transport that keeps count of the mails under way, so `idle()` can wait for them. */
export function trackSends(transport: Transport, logFailure: (line: string, error: unknown) => void = console.error): Mailer {
  const underWay = new Set<Promise<unknown>>();
  let sent = 0;
  let failed = 0;
  const track = <T>(sending: Promise<T>): Promise<T> => {
    const settled: Promise<unknown> = sending.then(
      () => {
        sent += 1;
        underWay.delete(settled);
      },
      () => {
        failed += 1;
        underWay.delete(settled);
      },
    );
    underWay.add(settled);
    return sending;
  };
  return {
    destination: transport.destination,
    send: (mail) => track(transport.send(mail)),
    sendAfterAnswer(mail, what) {
      // Counted from now, not from when it starts: idle() right after the answer waits for it.
      const later = new Promise<void>((resolve) => setImmediate(resolve)).then(() => transport.send(mail));
      track(later).catch((error: unknown) => logFailure(`${what} to ${mail.to} failed:`, error));
    },
    async idle() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
    counts: () => ({ underWay: underWay.size, sent, failed }),
    close: () => transport.close(),
  };
}

/**
 * How long a mail server may take, in ms: a server that does not answer is given up in seconds,
 * not nodemailer's default 2 minutes, since the send dialog waits for its answer (the app's API
 * client allows 15 s an attempt). Settings in the URL (`?connectionTimeout=…`) still win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 5_000, socketTimeout: 12_000 } as const;

function smtpTransport(smtpUrl: string, from: string): Transport {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
  const url = new URL(smtpUrl);
  return {
    // Never log the password of the URL.
    destination: `SMTP ${url.protocol}//${url.host}`,
    async send(mail) {
      await transport.sendMail(message(from, mail));
    },
    close: () => transport.close(),
  };
}

/** `MAIL_FROM` with another name: its address (the mail server lets it send from there). */
export function fromWithName(from: string, name: string): { name: string; address: string } {
  const [first] = addressparser(from, { flatten: true });
  return { name, address: first?.address || from };
}

/** The message nodemailer builds, the same for SMTP and the outbox. */
function message(from: string, mail: OutgoingMail) {
  return {
    from: mail.fromName ? fromWithName(from, mail.fromName) : from,
    to: mail.to,
    ...(mail.cc?.length ? { cc: mail.cc } : {}),
    ...(mail.bcc?.length ? { bcc: mail.bcc } : {}),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}

function outboxTransport(dir: string, from: string, log: (line: string) => void): Transport {
  // nodemailer builds the complete message (headers, both parts, encodings) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: `outbox ${dir}`,
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      await mkdir(dir, { recursive: true });
      // Sortable by time, unique without coordination between processes.
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      log(`mail to ${[mail.to].flat().join(', ')} ("${mail.subject}") written to ${file}${mail.link ? `\n  link: ${mail.link}` : ''}`);
    },
    close: () => transport.close(),
  };
}
