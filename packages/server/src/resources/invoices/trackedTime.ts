import type { Locale, TrackedTimeGrouping } from '@kwartier/api';
import type { Db } from '../../db/database.js';
import { HttpError, ValidationFailure } from '../../domain/failures.js';
import { organizationStore } from '../organization/store.js';
import { conceptProblem, defaultTrackedRange, groupTrackedTime, trackedRangeProblem } from './rules.js';
import { invoiceStore } from './store.js';

/**
 * The invoice's uninvoiced tracked time as the GET of `/api/invoices/{id}/trackedtime` shows it
 * and the action adding it (actions/invoiceLines.ts) reads it: the range (the calendar month of
 * the invoice date unless given; 422 under `to` when it ends before it starts) and the groups,
 * named in `locale`. `adding` first requires a concept (409) and holds the entries it reads (see
 * store.uninvoicedEntries).
 */
export async function trackedTimeOf(
  db: Db,
  organizationId: number,
  locale: Locale,
  invoiceId: number,
  asked: { from?: string; to?: string; group?: TrackedTimeGrouping },
  adding: boolean,
) {
  const invoices = invoiceStore(db);
  const invoice = await invoices.find(organizationId, invoiceId);
  const notConcept = adding ? conceptProblem(invoice) : null;
  if (notConcept) throw new HttpError(409, notConcept);
  const month = defaultTrackedRange(invoice.invoicedate);
  const from = asked.from ?? month.from;
  const to = asked.to ?? month.to;
  const group = asked.group ?? 'activity';
  const problem = trackedRangeProblem(from, to);
  if (problem) throw new ValidationFailure({ to: problem });
  const organization = await organizationStore(db).find(organizationId);
  const approvedOnly = organization.time_approval === 1;
  const entries = await invoices.uninvoicedEntries(organizationId, invoice.client_id, from, to, adding, approvedOnly, organization.approve_admin_weeks === 1);
  return { invoice, from, to, group, groups: groupTrackedTime(entries, group, locale, invoice.currency) };
}
