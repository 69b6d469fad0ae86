import { decimalText } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { formatCents } from '../../domain/money.js';
import { amountExclVat } from '../expenses/rules.js';
import type { DeletionFacts, ExportRow, ExportSection } from './rules.js';

// What the download reads and what deleting an account asks (the deletion itself is
// actions/mydata.ts, through each table's own store). Every query is scoped to the caller's
// organisation and, for the download, to the caller.

const flag = (value: number) => value === 1;

/** One section of the download: its name and how to read its rows of the user. */
export interface ExportSource {
  name: string;
  rows: (db: Db, user: UserRow) => Promise<ExportRow[]>;
  /** The person's, whatever the organisation (read once): their sessions. */
  ofPerson?: true;
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
    // The receipt by its file name: the download is data only, the receipt's bytes stay a download of their own.
    name: 'expenses',
    rows: (db, user) =>
      db
        .selectFrom('expenses as e')
        .innerJoin('projects as p', 'p.id', 'e.project_id')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .innerJoin('expense_categories as k', 'k.id', 'e.category_id')
        .leftJoin('expense_receipts as r', 'r.expense_id', 'e.id')
        .select([
          'e.date',
          'c.name as client',
          'p.name as project',
          'k.name as category',
          'e.description',
          'e.amount_cents',
          'e.vat',
          'e.vat_included',
          'e.billable',
          'e.markup',
          'e.invoice_line_id',
          'r.name as receipt',
          'e.created_at',
          'e.updated_at',
        ])
        .where('e.organization_id', '=', user.organization_id)
        .where('e.user_id', '=', user.id)
        .orderBy('e.date')
        .orderBy('e.id')
        .execute()
        .then((rows) =>
          rows.map(({ amount_cents, vat, vat_included, billable, markup, invoice_line_id, receipt, created_at, updated_at, ...row }) => ({
            ...row,
            amount: formatCents(Number(amount_cents)),
            vat: decimalText(vat),
            vat_included: flag(vat_included),
            amount_excl_vat: decimalText(amountExclVat({ amount_cents, vat, vat_included })),
            billable: flag(billable),
            markup: decimalText(markup),
            invoiced: invoice_line_id !== null,
            receipt,
            created_at,
            updated_at,
          })),
        ),
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
    // Who the person is at the organisation's single sign-on provider.
    name: 'single_sign_on',
    rows: (db, user) =>
      db
        .selectFrom('sso_identities')
        .select(['issuer', 'subject', 'created_at as linked_at'])
        .where('organization_id', '=', user.organization_id)
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute(),
  },
  {
    name: 'sessions',
    ofPerson: true,
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
  return {
    /**
     * Everything about the person in each organisation they are in (`memberships`, the one
     * acting first): a person in several has each row of an organisation's section named by it.
     */
    async exportOf(memberships: UserRow[]): Promise<ExportSection[]> {
      const several = memberships.length > 1;
      const names = new Map((await db.selectFrom('organizations').select(['id', 'name']).where('id', 'in', memberships.map((m) => m.organization_id)).execute()).map((o) => [o.id, o.name]));
      const sections: ExportSection[] = [];
      for (const source of EXPORT_SOURCES) {
        const rows: ExportRow[] = [];
        for (const member of source.ofPerson ? memberships.slice(0, 1) : memberships) {
          const ofMember = await source.rows(db, member);
          rows.push(...(several && !source.ofPerson ? ofMember.map((row) => ({ organisation: names.get(member.organization_id) ?? '', ...row })) : ofMember));
        }
        sections.push({ name: source.name, rows });
      }
      return sections;
    },

    async deletionFacts(user: UserRow): Promise<DeletionFacts & { successors: { id: number; name: string }[] }> {
      const others = await db
        .selectFrom('users')
        .innerJoin('memberships', 'memberships.user_id', 'users.id')
        .select(['users.id', 'users.name', 'memberships.admin'])
        .where('memberships.organization_id', '=', user.organization_id)
        .where('users.id', '!=', user.id)
        .where('memberships.active', '=', 1)
        .where('memberships.invite_token', 'is', null)
        .where('users.password_hash', 'is not', null)
        .orderBy('users.name')
        .orderBy('users.id')
        .execute();
      const successors = others.filter((other) => other.admin !== 1).map(({ id, name }) => ({ id, name }));
      return {
        admin: user.admin === 1 && user.active === 1,
        otherAdmins: others.filter((other) => other.admin === 1).length,
        successorIds: successors.map((successor) => successor.id),
        successors,
      };
    },
  };
}
