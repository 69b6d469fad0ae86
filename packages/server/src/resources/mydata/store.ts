import type { Locale } from '@kwartier/api';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { formatCents } from '../../domain/money.js';
import { FORMER_MEMBER, formerMemberEmail, withoutMemberName, type DeletionFacts, type ExportRow, type ExportSection } from './rules.js';

// What the download reads and what deleting an account (or an organisation)
// writes. Every query is scoped to the caller's organisation and, for the download, to the caller.

const flag = (value: number) => value === 1;

/** One section of the download: its name and how to read its rows of the user. */
export interface ExportSource {
  name: string;
  rows: (db: Db, user: UserRow) => Promise<ExportRow[]>;
}

/**
 * The sections of "Download my data", in the order they appear. A new kind of data about a person
 * is one more entry here (as the audit trail's entries are the last one). Each reads with a query
 * of its own, spelling out its scope (the caller's organisation, and the caller) beside its joins;
 * rates are written as the contract writes money (`formatCents`: "85.00"), never through a float.
 */
export const EXPORT_SOURCES: ExportSource[] = [
  {
    name: 'profile',
    rows: async (db, user) => {
      const organization = await db.selectFrom('organizations').select('name').where('id', '=', user.organization_id).executeTakeFirstOrThrow();
      return [
        {
          id: user.id,
          name: user.name,
          email: user.email,
          organisation: organization.name,
          admin: flag(user.admin),
          active: flag(user.active),
          locale: user.locale,
          dateformat: user.dateformat,
          created_at: user.created_at,
        },
      ];
    },
  },
  {
    name: 'time_entries',
    rows: (db, user) =>
      db
        .selectFrom('time_entries as e')
        .innerJoin('activities as a', 'a.id', 'e.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .select(['e.date', 'c.name as client', 'p.name as project', 'a.name as activity', 'e.minutes', 'e.rate_cents', 'e.note', 'e.invoice_line_id', 'e.created_at', 'e.updated_at'])
        .where('e.organization_id', '=', user.organization_id)
        .where('e.user_id', '=', user.id)
        .orderBy('e.date')
        .orderBy('e.id')
        .execute()
        .then((rows) => rows.map(({ invoice_line_id, rate_cents, ...row }) => ({ ...row, rate: formatCents(Number(rate_cents)), invoiced: invoice_line_id !== null }))),
  },
  {
    name: 'time_lines',
    rows: (db, user) =>
      db
        .selectFrom('time_lines as l')
        .innerJoin('activities as a', 'a.id', 'l.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select(['l.week_start', 'p.name as project', 'a.name as activity', 'l.created_at'])
        .where('l.organization_id', '=', user.organization_id)
        .where('l.user_id', '=', user.id)
        .orderBy('l.week_start')
        .orderBy('l.id')
        .execute(),
  },
  {
    name: 'timer',
    rows: (db, user) =>
      db
        .selectFrom('timers as t')
        .innerJoin('activities as a', 'a.id', 't.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select(['p.name as project', 'a.name as activity', 't.note', 't.started_at', 't.stopped_at', 't.time_zone'])
        .where('t.organization_id', '=', user.organization_id)
        .where('t.user_id', '=', user.id)
        .execute(),
  },
  {
    name: 'activities',
    rows: (db, user) =>
      db
        .selectFrom('activity_user as au')
        .innerJoin('activities as a', 'a.id', 'au.activity_id')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select(['p.name as project', 'a.name as activity', 'au.rate_cents', 'au.created_at'])
        .where('au.organization_id', '=', user.organization_id)
        .where('au.user_id', '=', user.id)
        .orderBy('au.id')
        .execute()
        .then((rows) => rows.map(({ rate_cents, ...row }) => ({ ...row, rate: formatCents(Number(rate_cents)) }))),
  },
  {
    name: 'week_submissions',
    rows: (db, user) =>
      db
        .selectFrom('week_submissions')
        .select(['week_start', 'week_end', 'status', 'comment', 'submitted_at', 'decided_at'])
        .where('organization_id', '=', user.organization_id)
        .where('user_id', '=', user.id)
        .orderBy('week_start')
        .execute(),
  },
  {
    name: 'client_updates',
    rows: (db, user) =>
      db
        .selectFrom('client_updates as u')
        .innerJoin('clients as c', 'c.id', 'u.client_id')
        .select(['c.name as client', 'u.text', 'u.created_at', 'u.updated_at'])
        .where('u.organization_id', '=', user.organization_id)
        .where('u.user_id', '=', user.id)
        .orderBy('u.id')
        .execute(),
  },
  {
    name: 'sessions',
    rows: (db, user) =>
      db
        .selectFrom('sessions')
        .select(['user_agent', 'address', 'created_at as signed_in_at', 'last_seen_at', 'expires_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
  },
  {
    // What the person did, from the audit trail: details as their stored JSON text.
    name: 'audit',
    rows: (db, user) =>
      db
        .selectFrom('audit_entries')
        .select(['at', 'kind', 'subject_type', 'subject_id', 'details', 'request_id'])
        .where('organization_id', '=', user.organization_id)
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute(),
  },
];

export function myDataStore(db: Db) {
  /** Ids of the sessions of these users, as idempotency keys name their scope. */
  const sessionScopes = (userIds: readonly number[]) =>
    db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', 'in', userIds)
      .execute()
      .then((rows) => rows.map((row) => `session:${row.id}`));

  /** Answers kept for a retry name what was answered to these users' sessions: they go too. */
  const forgetAnswersOf = async (userIds: readonly number[]) => {
    if (userIds.length === 0) return;
    const scopes = await sessionScopes(userIds);
    if (scopes.length > 0) await db.deleteFrom('idempotency_keys').where('scope', 'in', scopes).execute();
  };

  /** Sign-in throttling is counted per address: those counters name the people too. */
  const forgetThrottlesOf = async (emails: readonly string[]) => {
    if (emails.length > 0) await db.deleteFrom('login_throttles').where('key', 'in', emails.map((email) => `email:${email}`)).execute();
  };

  return {
    async exportOf(user: UserRow): Promise<ExportSection[]> {
      const sections: ExportSection[] = [];
      for (const source of EXPORT_SOURCES) sections.push({ name: source.name, rows: await source.rows(db, user) });
      return sections;
    },

    async deletionFacts(user: UserRow): Promise<DeletionFacts & { successors: { id: number; name: string }[] }> {
      const others = await db
        .selectFrom('users')
        .select(['id', 'name', 'admin'])
        .where('organization_id', '=', user.organization_id)
        .where('id', '!=', user.id)
        .where('active', '=', 1)
        .where('password_hash', 'is not', null)
        .orderBy('name')
        .orderBy('id')
        .execute();
      const successors = others.filter((other) => other.admin !== 1).map(({ id, name }) => ({ id, name }));
      return {
        admin: user.admin === 1 && user.active === 1,
        otherAdmins: others.filter((other) => other.admin === 1).length,
        successorIds: successors.map((successor) => successor.id),
        successors,
      };
    },

    /**
     * Deletes the user's account: sessions, credentials, time on no invoice, time sheet lines,
     * timer, rates, week submissions go. Time on an invoice stays under an anonymised row named
     * "former member" (the organisation's language), and the invoice lines that name the member
     * name "former member" in each invoice's language; without such time the row goes.
     */
    async deleteAccount(user: UserRow, successorId: number | null): Promise<void> {
      const organizationId = user.organization_id;
      if (successorId !== null) {
        await db.updateTable('users').set({ admin: 1 }).where('organization_id', '=', organizationId).where('id', '=', successorId).execute();
      }
      await forgetAnswersOf([user.id]);
      await forgetThrottlesOf([user.email]);
      await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await db.deleteFrom('password_resets').where('user_id', '=', user.id).execute();
      await db.deleteFrom('time_entries').where('organization_id', '=', organizationId).where('user_id', '=', user.id).where('invoice_line_id', 'is', null).execute();
      for (const table of ['time_lines', 'timers', 'activity_user', 'week_submissions'] as const) {
        await db.deleteFrom(table).where('organization_id', '=', organizationId).where('user_id', '=', user.id).execute();
      }

      const lines = await db
        .selectFrom('invoice_lines as l')
        .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
        .innerJoin('clients as c', 'c.id', 'i.client_id')
        .select(['l.id', 'l.service', 'i.issued', 'c.invoice_language'])
        .where('l.organization_id', '=', organizationId)
        .where('l.id', 'in', (sub) =>
          sub.selectFrom('time_entries').select('invoice_line_id').where('organization_id', '=', organizationId).where('user_id', '=', user.id).where('invoice_line_id', 'is not', null),
        )
        .execute();
      for (const line of lines) {
        const language = invoiceLanguage(line.issued, line.invoice_language);
        const service = withoutMemberName(line.service, user.name, FORMER_MEMBER[language]);
        if (service !== line.service) await db.updateTable('invoice_lines').set({ service }).where('id', '=', line.id).execute();
      }

      if (lines.length === 0) {
        await db.deleteFrom('users').where('organization_id', '=', organizationId).where('id', '=', user.id).execute();
        return;
      }
      const organization = await db.selectFrom('organizations').select('locale').where('id', '=', organizationId).executeTakeFirstOrThrow();
      await db
        .updateTable('users')
        .set({
          name: FORMER_MEMBER[organization.locale],
          email: formerMemberEmail(randomUUID()),
          password_hash: null,
          invite_token: null,
          admin: 0,
          super_admin: 0,
          active: 0,
        })
        .where('organization_id', '=', organizationId)
        .where('id', '=', user.id)
        .execute();
    },

    /** Deletes the organisation and every row of it (the foreign keys cascade from `organizations`). */
    async deleteOrganization(organizationId: number): Promise<void> {
      const members = await db.selectFrom('users').select(['id', 'email']).where('organization_id', '=', organizationId).execute();
      await forgetAnswersOf(members.map((member) => member.id));
      await forgetThrottlesOf(members.map((member) => member.email));
      // time_entries names users and activities without a cascade of its own: it goes first.
      await db.deleteFrom('time_entries').where('organization_id', '=', organizationId).execute();
      await db.deleteFrom('time_import_rows').where('organization_id', '=', organizationId).execute();
      await db.deleteFrom('organizations').where('id', '=', organizationId).execute();
    },
  };
}

/** The language an invoice prints in: the one kept when it was issued, else its client's. */
function invoiceLanguage(issued: string | null, clientLanguage: Locale): Locale {
  if (issued) {
    const language = (JSON.parse(issued) as { language?: unknown }).language;
    if (language === 'en' || language === 'nl') return language;
  }
  return clientLanguage;
}
