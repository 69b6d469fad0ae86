import type { SingleSignOn } from '@kwartier/api';
import type { SsoConnection } from './store.js';

/** The connection as the admin sees it: never its secret, only that there is one. */
export function ssoShape(connection: SsoConnection, callbackUrl: string): SingleSignOn {
  return {
    issuer: connection.issuer,
    client_id: connection.client_id,
    client_secret_set: connection.client_secret !== '',
    domains: connection.domains,
    join_by_domain: connection.join_by_domain === 1,
    required: connection.required === 1,
    callback_url: callbackUrl,
  };
}
