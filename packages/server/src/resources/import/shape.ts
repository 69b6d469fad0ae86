import type { Locale, TimeImport, TimeImportProgress, TimeImportRowReason } from '@kwartier/api';
import { translate, type MessageId } from '../../domain/messages.js';
import { reasonMessage } from '../time/rules.js';
import type { ParsedExport } from './parse.js';
import { nameOf, SKIPPED_KEPT, type Catalogue, type EmptyNames, type Groups, type Proposal, type RowReason } from './rules.js';
import type { ImportRow } from './store.js';

/** A skipped row as an import keeps it (`time_imports.skipped`). */
export interface KeptSkip {
  row: number;
  reason: RowReason;
  /** The person's name, for `unknown_member`. */
  name?: string;
  /** The refused cell's text, for `unreadable_date` and `unreadable_duration`. */
  value?: string;
}

/** Names for rows without a client, project or task, in the caller's language. */
export function emptyNames(locale: Locale): EmptyNames {
  return {
    client: translate(locale, 'import.no_client'),
    project: translate(locale, 'import.no_project'),
    task: translate(locale, 'import.no_task'),
    billableSuffix: translate(locale, 'import.billable_suffix'),
    notBillableSuffix: translate(locale, 'import.not_billable_suffix'),
  };
}

const OWN_REASONS = new Set<RowReason>(['unreadable_date', 'unreadable_duration', 'no_time', 'unknown_member', 'day_full', 'invoiced_mixed']);

function reasonText(skip: KeptSkip, locale: Locale): string {
  if (OWN_REASONS.has(skip.reason)) return translate(locale, `import.reason.${skip.reason}` as MessageId, { name: skip.name ?? '', value: skip.value ?? '' });
  return translate(locale, reasonMessage(skip.reason as Parameters<typeof reasonMessage>[0]));
}

function problems(skips: KeptSkip[], locale: Locale) {
  return skips.slice(0, SKIPPED_KEPT).map((skip) => ({ row: skip.row, reason: skip.reason as TimeImportRowReason, message: reasonText(skip, locale) }));
}

export function progressShape(row: ImportRow, locale: Locale): TimeImportProgress {
  return {
    id: row.id,
    status: row.status as TimeImportProgress['status'],
    total: row.total,
    done: row.done,
    imported: row.imported,
    alreadyimported: row.alreadyimported,
    skippedcount: row.skippedcount,
    skipped: problems(JSON.parse(row.skipped) as KeptSkip[], locale),
  };
}

/** The rows of the file the preview shows (the first read ones; the answer stays small whatever the file's size). */
export const PREVIEW_ROWS = 50;

export function importShape(row: ImportRow, parsed: ParsedExport, groups: Groups, proposal: Proposal, catalogue: Catalogue, locale: Locale): TimeImport {
  const empty = emptyNames(locale);
  let firstdate: string | null = null;
  let lastdate: string | null = null;
  for (const project of groups.projects) {
    if (firstdate === null || project.firstdate < firstdate) firstdate = project.firstdate;
    if (lastdate === null || project.lastdate > lastdate) lastdate = project.lastdate;
  }
  return {
    id: row.id,
    format: row.format as TimeImport['format'],
    filename: row.filename,
    rows: parsed.rows.length + parsed.unreadable.length,
    firstdate,
    lastdate,
    clients: groups.clients.map((g) => ({
      key: g.key,
      name: nameOf(g.source, empty.client),
      clientless: g.source.trim() === '',
      rows: g.rows,
      client_id: proposal.clients.get(g.key) ?? null,
    })),
    projects: groups.projects.map((g) => ({
      key: g.key,
      client_key: g.clientKey,
      name: nameOf(g.source, empty.project),
      rows: g.rows,
      minutes: g.minutes,
      firstdate: g.firstdate,
      lastdate: g.lastdate,
      project_id: proposal.projects.get(g.key) ?? null,
    })),
    tasks: groups.tasks.map((g) => ({
      key: g.key,
      project_key: g.projectKey,
      name: nameOf(g.source, empty.task),
      rows: g.rows,
      billable: g.billable,
      activity_id: proposal.tasks.get(g.key) ?? null,
    })),
    users: groups.users.map((g) => ({ key: g.key, name: g.name, email: g.email, rows: g.rows, user_id: proposal.users.get(g.key) ?? null })),
    invalidcount: parsed.unreadable.length,
    invalid: problems(
      parsed.unreadable.map((u) => ({ row: u.line, reason: u.reason, value: u.value })),
      locale,
    ),
    previewrows: parsed.rows.slice(0, PREVIEW_ROWS).map((source) => ({
      row: source.line,
      date: source.date,
      user_name: source.userName,
      client: nameOf(source.client, empty.client),
      project: nameOf(source.project, empty.project),
      task: nameOf(source.task, empty.task),
      minutes: source.minutes,
      billable: source.billable,
      invoiced: source.invoiced,
    })),
    progress: progressShape(row, locale),
    targets: {
      clients: catalogue.clients,
      projects: catalogue.projects,
      activities: catalogue.activities.map(({ id, project_id, name, billable }) => ({ id, project_id, name, billable })),
      members: catalogue.users.filter((user) => user.name !== '').map(({ id, name }) => ({ id, name })),
    },
  };
}
