import type { Db } from '../../db/database.js';
import type { SsoConnectionRow, SsoSignInRow, UserRow } from '../../db/schema.js';

// Single sign-on's rows (migration 0039): the one writer of `sso_connections`, `sso_domains`,
// `sso_identities` and `sso_sign_ins`.

export interface SsoConnection extends SsoConnectionRow {
  domains: string[];
}

export interface ConnectionFields {
  issuer: string;
  clientId: string;
  /** Sealed already. */
  clientSecret: string;
  domains: string[];
  joinByDomain: boolean;
  required: boolean;
}

export function ssoStore(db: Db) {
  const domainsOf = async (organizationId: number) =>
    (await db.selectFrom('sso_domains').select('domain').where('organization_id', '=', organizationId).orderBy('domain').execute()).map((row) => row.domain);

  return {
    /** The organisation's connection with its domains, if it has one. */
    async connection(organizationId: number): Promise<SsoConnection | undefined> {
      const row = await db.selectFrom('sso_connections').selectAll().where('organization_id', '=', organizationId).executeTakeFirst();
      return row && { ...row, domains: await domainsOf(organizationId) };
    },

    /** The organisation that signs in people of this domain, if any. */
    async organizationOfDomain(domain: string): Promise<number | undefined> {
      const row = await db.selectFrom('sso_domains').select('organization_id').where('domain', '=', domain).executeTakeFirst();
      return row?.organization_id;
    },

    /** Of these domains, those another organisation signs in already. */
    async domainsTakenElsewhere(organizationId: number, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return [];
      const rows = await db.selectFrom('sso_domains').select('domain').where('domain', 'in', domains).where('organization_id', '<>', organizationId).execute();
      return rows.map((row) => row.domain);
    },

    /** Creates or replaces the organisation's connection and its domains. */
    async save(organizationId: number, fields: ConnectionFields, now: Date): Promise<void> {
      const at = now.toISOString();
      const values = {
        issuer: fields.issuer,
        client_id: fields.clientId,
        client_secret: fields.clientSecret,
        join_by_domain: fields.joinByDomain ? 1 : 0,
        required: fields.required ? 1 : 0,
        updated_at: at,
      } as const;
      await db
        .insertInto('sso_connections')
        .values({ organization_id: organizationId, created_at: at, ...values })
        .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
        .execute();
      await db.deleteFrom('sso_domains').where('organization_id', '=', organizationId).execute();
      if (fields.domains.length > 0) await db.insertInto('sso_domains').values(fields.domains.map((domain) => ({ domain, organization_id: organizationId }))).execute();
    },

    /** Removes the connection, its domains, its identities and its sign-ins under way; false when there was none. */
    async remove(organizationId: number): Promise<boolean> {
      await db.deleteFrom('sso_sign_ins').where('organization_id', '=', organizationId).execute();
      await db.deleteFrom('sso_identities').where('organization_id', '=', organizationId).execute();
      await db.deleteFrom('sso_domains').where('organization_id', '=', organizationId).execute();
      const removed = await db.deleteFrom('sso_connections').where('organization_id', '=', organizationId).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** The member an identity of the organisation names. */
    memberOfIdentity(organizationId: number, issuer: string, subject: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('sso_identities')
        .innerJoin('users', 'users.id', 'sso_identities.user_id')
        .innerJoin('memberships', (join) => join.onRef('memberships.user_id', '=', 'sso_identities.user_id').onRef('memberships.organization_id', '=', 'sso_identities.organization_id'))
        .selectAll('users')
        .select(['memberships.organization_id', 'memberships.admin', 'memberships.active', 'memberships.invite_token'])
        .where('sso_identities.organization_id', '=', organizationId)
        .where('sso_identities.issuer', '=', issuer)
        .where('sso_identities.subject', '=', subject)
        .executeTakeFirst();
    },

    /** Links a member to an identity (a second sign-in at once: the unique index keeps one). */
    async link(organizationId: number, userId: number, issuer: string, subject: string, now: Date): Promise<void> {
      await db
        .insertInto('sso_identities')
        .values({ organization_id: organizationId, user_id: userId, issuer, subject, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['organization_id', 'issuer', 'subject']).doNothing())
        .execute();
    },

    /** The organisation's language (a member joining by domain speaks it until they choose). */
    async organizationLocale(organizationId: number) {
      const row = await db.selectFrom('organizations').select('locale').where('id', '=', organizationId).executeTakeFirstOrThrow();
      return row.locale;
    },

    /** Unlinks a person from the provider (their account goes, or stays only as a former member). */
    async forgetIdentitiesOf(organizationId: number, userId: number): Promise<void> {
      await db.deleteFrom('sso_identities').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
    },

    async startSignIn(row: SsoSignInRow): Promise<void> {
      await db.insertInto('sso_sign_ins').values(row).execute();
    },

    /** Takes the sign-in under way (one use: of two callbacks with one state, one finds it). */
    async takeSignIn(stateHash: string): Promise<SsoSignInRow | undefined> {
      const row = await db.selectFrom('sso_sign_ins').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
      if (!row) return undefined;
      const removed = await db.deleteFrom('sso_sign_ins').where('state_hash', '=', stateHash).executeTakeFirst();
      return Number(removed.numDeletedRows) > 0 ? row : undefined;
    },
  };
}

/** Drops sign-ins that never came back; run at start and then hourly. */
export async function forgetExpiredSsoSignIns(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sso_sign_ins').where('expires_at', '<=', now.toISOString()).execute();
}
