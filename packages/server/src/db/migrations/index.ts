import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_accounts.js';
import * as m0003 from './0003_idempotency_without_rowid.js';
import * as m0004 from './0004_catalogue.js';
import * as m0005 from './0005_time.js';
import * as m0006 from './0006_dashboard.js';
import * as m0007 from './0007_invoices.js';
import * as m0008 from './0008_invoiced_time.js';
import * as m0009 from './0009_issued_invoices.js';
import * as m0010 from './0010_session_change_notices.js';
import * as m0011 from './0011_client_invoice_language.js';
import * as m0012 from './0012_invoice_paid_on.js';
import * as m0013 from './0013_payments.js';
import * as m0014 from './0014_einvoice.js';
import * as m0015 from './0015_invoice_mail.js';
import * as m0016 from './0016_recurring.js';
import * as m0017 from './0017_line_periods.js';
import * as m0018 from './0018_reminders.js';
import * as m0019 from './0019_notes_billable.js';
import * as m0020 from './0020_timer.js';
import * as m0023 from './0023_time_import.js';
import * as m0021 from './0021_approval.js';
import * as m0024 from './0024_session_details.js';
import * as m0025 from './0025_two_factor.js';
import * as m0026 from './0026_audit_entries.js';
import * as m0027 from './0027_access_tokens.js';
import * as m0028 from './0028_organization_change_notices.js';
import * as m0029 from './0029_invoiced_elsewhere.js';
import * as m0030 from './0030_open_time_beside_invoiced.js';
import * as m0031 from './0031_revenue_from_hours.js';
import * as m0032 from './0032_team_notes_admin_weeks.js';
import * as m0033 from './0033_expenses.js';
import * as m0034 from './0034_bank_statements.js';
import * as m0035 from './0035_project_budgets.js';
import * as m0036 from './0036_quotes.js';
import * as m0037 from './0037_currencies.js';
import * as m0038 from './0038_webhooks.js';
import * as m0039 from './0039_single_sign_on.js';
import * as m0040 from './0040_memberships.js';

/**
 * Every migration, by name. Listed in code rather than read from a folder so the bundled
 * `dist/main.js` carries them; names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_accounts': m0002,
  '0003_idempotency_without_rowid': m0003,
  '0004_catalogue': m0004,
  '0005_time': m0005,
  '0006_dashboard': m0006,
  '0007_invoices': m0007,
  '0008_invoiced_time': m0008,
  '0009_issued_invoices': m0009,
  '0010_session_change_notices': m0010,
  '0011_client_invoice_language': m0011,
  '0012_invoice_paid_on': m0012,
  '0013_payments': m0013,
  '0014_einvoice': m0014,
  '0015_invoice_mail': m0015,
  '0016_recurring': m0016,
  '0017_line_periods': m0017,
  '0018_reminders': m0018,
  '0019_notes_billable': m0019,
  '0020_timer': m0020,
  '0023_time_import': m0023,
  '0021_approval': m0021,
  '0024_session_details': m0024,
  '0025_two_factor': m0025,
  '0026_audit_entries': m0026,
  '0027_access_tokens': m0027,
  '0028_organization_change_notices': m0028,
  '0029_invoiced_elsewhere': m0029,
  '0030_open_time_beside_invoiced': m0030,
  '0031_revenue_from_hours': m0031,
  '0032_team_notes_admin_weeks': m0032,
  '0033_expenses': m0033,
  '0034_bank_statements': m0034,
  '0035_project_budgets': m0035,
  '0036_quotes': m0036,
  '0037_currencies': m0037,
  '0038_webhooks': m0038,
  '0039_single_sign_on': m0039,
  '0040_memberships': m0040,
};
