import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the single sign-on tests: its
// accounts are the test's (`accounts`), its sign-in and consent pages finish at once as the
// account the test chose for the next sign-in (`signInAs`), and its authorization codes can be
// made expired (`expireCodes`), as a slow browser would find them.

export interface TestAccount {
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  /** The client Kwartier is registered as, and a second one of another application. */
  client: { id: string; secret: string };
  otherClient: { id: string; secret: string };
  /** Accounts by subject; a test adds its own. */
  accounts: Map<string, TestAccount>;
  /** The subject the next sign-in at the provider is finished as. */
  signInAs(subject: string): void;
  /** While true, every stored authorization code reads as expired. */
  expireCodes: boolean;
  close(): Promise<void>;
}

type Payload = Record<string, unknown> & { uid?: string; grantId?: string; userCode?: string; consumed?: number; exp?: number };

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const store = new Map<string, Payload>();
  const state = { subject: '', expireCodes: false };

  class Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      const payload = store.get(this.key(id));
      if (payload && this.model === 'AuthorizationCode' && state.expireCodes) return { ...payload, exp: 1 };
      return payload;
    }
    async findByUid(uid: string) {
      for (const [key, payload] of store) if (key.startsWith(`${this.model}:`) && payload.uid === uid) return payload;
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, payload] of store) if (key.startsWith(`${this.model}:`) && payload.userCode === userCode) return payload;
      return undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  }

  const accounts = new Map<string, TestAccount>();
  const client = { id: 'kwartier', secret: 'kwartier-test-secret-0123456789abcdef' };
  const otherClient = { id: 'another-app', secret: 'another-test-secret-0123456789abcdef' };
  const registered = (c: { id: string; secret: string }): ClientMetadata => ({
    client_id: c.id,
    client_secret: c.secret,
    redirect_uris: [redirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    adapter: Adapter as never,
    clients: [registered(client), registered(otherClient)],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' }] as never },
    cookies: { keys: ['kwartier-test-provider-cookies'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });
  // The provider's expected errors (a wrong code, another client's code) are what the tests ask for.
  provider.on('server_error', (_ctx, error) => console.error('test provider:', error));

  const callback = provider.callback();
  /** The sign-in and consent pages: finished at once as the chosen account, with the scopes asked. */
  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = state.subject;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else callback(req, res);
  });

  return {
    issuer,
    client,
    otherClient,
    accounts,
    signInAs(subject) {
      state.subject = subject;
    },
    get expireCodes() {
      return state.expireCodes;
    },
    set expireCodes(value: boolean) {
      state.expireCodes = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
