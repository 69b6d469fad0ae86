import { afterAll, beforeAll } from 'vitest';
import type { Browser } from './browser.js';
import { signedInAdmin } from './people.js';
import { startTestServer, type TestServer, type TestServerOptions } from './server.js';

/** What {@link useSignedInAdmin} hands a test file once its server runs. */
export interface SignedInAdminSetup {
  /** The file's own test server. */
  server: TestServer;
  /** A browser signed in as the admin. */
  admin: Browser;
  adminId: number;
  adminName: string;
  /** The admin's organisation, new with the sign-up. */
  organizationId: number;
}

/**
 * The setup most API test files share: a test server of the file's own, started before its tests
 * and closed after them, with an admin who signed up (a new organisation) and is signed in.
 * `use` receives them in `beforeAll`, once they exist; a file keeps them in its own variables:
 *
 * ```ts
 * let server: TestServer;
 * let admin: Browser;
 * useSignedInAdmin((setup) => ({ server, admin } = setup), { name: 'Anna Admin' });
 * ```
 */
export function useSignedInAdmin(
  use: (setup: SignedInAdminSetup) => void,
  { name, server: serverOptions }: { /** The admin's name (a default when left out). */ name?: string; server?: TestServerOptions } = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(serverOptions);
    const { browser, user, organizationId } = await signedInAdmin(server, name);
    use({ server, admin: browser, adminId: user.id, adminName: user.name, organizationId });
  });
  afterAll(async () => {
    await server?.close();
  });
}
