import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) address in the text part, in order. */
  links: string[];
  parsed: ParsedMail;
}

export interface Mailbox {
  /** For `config.smtpUrl`. */
  smtpUrl: string;
  received: ReceivedMail[];
  /** The first mail to this address that arrives (or has arrived), within `timeoutMs`. */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server refuse every message (451), to test what happens when mail fails. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port: the server under test sends to it over SMTP
 * exactly as to a production mail server, and each message is parsed with mailparser.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)?.value[0]?.address ?? '';
          const text = parsed.text ?? '';
          const mail: ReceivedMail = {
            to: to.toLowerCase(),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            parsed,
          };
          received.push(mail);
          for (const waiter of waiters.filter((w) => w.to === mail.to)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const already = received.find((mail) => mail.to === address);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    refuse(value) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
