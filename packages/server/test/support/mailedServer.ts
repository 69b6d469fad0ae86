import { startMailbox, type Mailbox } from './mailbox.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';

/** A test server (with `config` beyond the defaults) that sends its mail over SMTP to a fresh test mailbox; `close` ends both. */
export async function startMailedServer(config: TestServerOptions['config'] = {}): Promise<{ mailbox: Mailbox; server: TestServer; close: () => Promise<void> }> {
  const mailbox = await startMailbox();
  const server = await startTestServer({ config: { ...config, smtpUrl: mailbox.smtpUrl, mailFrom: 'Kwartier <no-reply@kwartier.test>' } });
  return {
    mailbox,
    server,
    close: async () => {
      await server.close();
      await mailbox.close();
    },
  };
}
