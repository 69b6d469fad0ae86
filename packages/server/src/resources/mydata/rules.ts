import type { Locale } from '@kwartier/api';
import Papa from 'papaparse';
import type { MessageId } from '../../domain/messages.js';
import { inEveryLocale } from '../../i18n/index.js';

// My data: pure rules of the download and of deleting one's account.

/** A value of an exported row: plain JSON scalars only, so the CSV can carry every one. */
export type ExportValue = string | number | boolean | null;
export type ExportRow = Record<string, ExportValue>;

/** A named part of the download (`profile`, `time_entries`, …). */
export interface ExportSection {
  name: string;
  rows: ExportRow[];
}

/** What a deleted member is called where their name must stay, in a document's language. */
export const FORMER_MEMBER: Record<Locale, string> = inEveryLocale('mydata.former_member');

/** The address a deleted member's kept row gets: unique and undeliverable (.invalid is reserved), so the address itself is free to sign up again. */
export function formerMemberEmail(uuid: string): string {
  return `former-member-${uuid}@deleted.invalid`;
}

/**
 * SQL for the name of the member row `alias` as someone reading in `locale` sees it: a deleted
 * member's kept row (its address from formerMemberEmail) reads "former member" in that language,
 * whatever language the row was named in.
 */
export function memberNameSql(alias: string, locale: Locale): string {
  return `case when ${alias}."email" like 'former-member-%@deleted.invalid' then '${FORMER_MEMBER[locale].replace(/'/g, "''")}' else ${alias}."name" end`;
}

/**
 * The download as one CSV table: `section,row,field,value`, one line per field of each row (rows
 * counted from 1 within their section), so sections with different fields fit one file. Booleans
 * are `true`/`false`, null an empty cell.
 */
export function exportCsv(sections: readonly ExportSection[]): string {
  const lines: (string | number)[][] = [['section', 'row', 'field', 'value']];
  for (const section of sections) {
    section.rows.forEach((row, index) => {
      for (const [field, value] of Object.entries(row)) lines.push([section.name, index + 1, field, value === null ? '' : String(value)]);
    });
  }
  // Papa quotes what needs quoting; a leading = + - @ is escaped so a spreadsheet does not run it.
  return `${Papa.unparse(lines, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}

/** `kwartier-my-data-2026-03-02.json` (the day in UTC). */
export function exportFileName(now: Date, format: 'json' | 'csv'): string {
  return `kwartier-my-data-${now.toISOString().slice(0, 10)}.${format}`;
}

/**
 * The invoice line's service with the member's name replaced: `trackedLineService` writes
 * "Project — Activity (Name)" (invoices/rules.ts), so the name in parentheses is swapped. A line
 * whose text was edited by hand and no longer names them stays as it is.
 */
export function withoutMemberName(service: string, name: string, label: string): string {
  if (name === '') return service;
  return service.split(`(${name})`).join(`(${label})`);
}

/** What deleting the account asks, as the caller's organisation stands. */
export interface DeletionFacts {
  /** The caller is an active admin. */
  admin: boolean;
  /** Active admins other than the caller. */
  otherAdmins: number;
  /** Members who could take over: active, joined, not the caller. */
  successorIds: readonly number[];
}

export interface DeletionChoice {
  successor_id?: number | null;
  delete_organization?: boolean;
}

/** The caller is the organisation's last active admin. */
export const isLastAdmin = (facts: DeletionFacts): boolean => facts.admin && facts.otherAdmins === 0;

/**
 * What the deletion does, or the field and message of a 422: the last admin names a successor
 * or deletes the organisation; anyone else can do neither.
 */
export function deletionPlan(
  facts: DeletionFacts,
  choice: DeletionChoice,
): { kind: 'account'; successorId: number | null } | { kind: 'organization' } | { problem: [field: string, message: MessageId] } {
  const successor = choice.successor_id ?? null;
  if (!isLastAdmin(facts)) {
    if (choice.delete_organization) return { problem: ['delete_organization', 'mydata.not_last_admin'] };
    if (successor !== null) return { problem: ['successor_id', 'mydata.not_last_admin'] };
    return { kind: 'account', successorId: null };
  }
  if (choice.delete_organization) return { kind: 'organization' };
  if (successor === null) return { problem: ['successor_id', 'mydata.last_admin'] };
  if (!facts.successorIds.includes(successor)) return { problem: ['successor_id', 'mydata.no_successor'] };
  return { kind: 'account', successorId: successor };
}
