import { startMailbox, type Mailbox } from './mailbox.js';
import { startTestServer, type TestServer } from './server.js';

/** A test server that sends its mail over SMTP to a fresh test mailbox; `close` ends both. */
export async function startMailedServer(): Promise<{ mailbox: Mailbox; server: TestServer; close: () => Promise<void> }> {
  const mailbox = await startMailbox();
  const server = await startTestServer({ config: { smtpUrl: mailbox.smtpUrl, mailFrom: 'Kwartier <no-reply@kwartier.test>' } });
  return {
    mailbox,
    server,
    close: async () => {
      await server.close();
      await mailbox.close();
    },
  };
}
