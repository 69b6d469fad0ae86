import type { DateFormat, Locale } from '@kwartier/api';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Row shapes as stored, identical on SQLite and PostgreSQL. Flags are integers 0/1 and
 * timestamps ISO-8601 UTC text, so both drivers hand back the same JavaScript values
 * (pg would otherwise turn booleans and timestamps into other types than better-sqlite3).
 */
export type Flag = 0 | 1;

export interface OrganizationsTable {
  id: Generated<number>;
  uuid: string;
  name: string;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  email: string | null;
  website: string | null;
  phone: string | null;
  iban: string | null;
  vat: string | null;
  chamberofcommerce: string | null;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  /** 0 Sunday … 6 Saturday (the contract's DayOfWeek). */
  firstdayoftheweek: number;
  locale: Locale;
  invoice_text: string | null;
  /** Days. */
  invoice_termofpayment: number;
  invoice_prefix: string | null;
  invoicenumber_min_length: number;
  /** Payment reminders on (1) or off (0) (migration 0018). */
  invoice_reminders: Generated<Flag>;
  /** The daily job mails the recurring invoices it makes at once (1) or leaves them concepts (0) (migration 0018). */
  invoice_recurring_send: Generated<Flag>;
  /** Days past the due date of each reminder, ascending, comma-separated: `7,14,30`. */
  invoice_reminder_days: Generated<string>;
  /** Minutes a stopped timer's time is rounded up to (1, 5, 6, 10, 15), 0 for none (migration 0020). */
  timer_rounding: Generated<number>;
  /** Approval of weeks on (1) or off (0) (migration 0021). */
  time_approval: Generated<Flag>;
  /** Members see their colleagues' notes on the dashboard (1), or only admins do (0) (migration 0032). */
  member_team_notes: Generated<Flag>;
  /** With approval on, admins' own weeks need approval before they are invoiced (1), or count as approved (0) (migration 0032). */
  approve_admin_weeks: Generated<Flag>;
  /** Admins must use two-factor sign-in (1) or not (0) (migration 0025). */
  two_factor_admins: Generated<Flag>;
  /** Origins allowed to call the API from a browser (CORS), one per line; '' for none (migration 0027). */
  api_origins: Generated<string>;
  /** The organisation's currency, ISO 4217 (migration 0037): its VAT currency. */
  currency: Generated<string>;
  logo_mime: string | null;
  logo_bytes: Uint8Array | null;
  /** Goes up with every upload; part of `logo_url` and of the image's ETag. */
  logo_version: Generated<number>;
  created_at: string;
}

/**
 * A person (migration 0040): the address they sign in with, the password, two-factor, their name,
 * language and date format. In which organisations, with which role: `memberships`.
 */
export interface UsersTable {
  id: Generated<number>;
  /** Empty while the person has only pending invitations (they give their name when joining). */
  name: string;
  email: string;
  password_hash: string | null;
  super_admin: Flag;
  locale: Locale;
  dateformat: DateFormat;
  created_at: string;
  /** The confirmed TOTP secret, encrypted (domain/secretBox.ts); null while two-factor is off (migration 0025). */
  two_factor_secret: string | null;
  /** The secret of a setup not confirmed yet, encrypted the same way. */
  two_factor_pending_secret: string | null;
  /** The 30-second time step of the last code accepted: a code of that step or older is refused. */
  two_factor_last_step: number | null;
}

/** A person in an organisation (migration 0040): the role there, whether active, and the invitation while pending. */
export interface MembershipsTable {
  organization_id: number;
  user_id: number;
  admin: Flag;
  active: Flag;
  /** Set while the invitation is pending; null once the person accepted it. */
  invite_token: string | null;
  created_at: string;
}

/** One-time recovery codes of two-factor sign-in: sha256 of each; a used one is deleted (migration 0025). */
export interface TwoFactorRecoveryCodesTable {
  user_id: number;
  code_hash: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a leaked table does not hand out sessions. */
  id: string;
  user_id: number;
  /** The organisation the session acts in (switched without signing out). */
  organization_id: number;
  expires_at: string;
  created_at: string;
  /** The browser's User-Agent as last seen (cut to 512 characters); null until then. */
  user_agent: string | null;
  /** The caller's address as last seen (TRUST_PROXY: the proxy's X-Forwarded-For); null until then. */
  address: string | null;
  /** When the session was last used, to `LAST_SEEN_EVERY_MS` (domain/sessions.ts); null until then. */
  last_seen_at: string | null;
}

/** A user's personal access tokens (migration 0027); revoking deletes the row. */
export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** The organisation the token acts in: the one it was made in. */
  organization_id: number;
  name: string;
  /** sha256 of the secret (domain/tokens.ts tokenHash). */
  token_hash: string;
  scope: 'read' | 'write';
  created_at: string;
  expires_at: string;
  /** Noted at most once a minute; null before the first use. */
  last_used_at: string | null;
}

export interface IdempotencyKeysTable {
  key: string;
  /** `session:<session id>` or `anonymous`. */
  scope: string;
  method: string;
  path: string;
  /** sha256 of the request body, to refuse a key reused for a different request. */
  request_hash: string;
  /** Null while the first request is still being handled. */
  status: number | null;
  body: string | null;
  created_at: string;
}

export interface ClientsTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  clientnumber: string | null;
  address: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  iban: string | null;
  vat: string | null;
  chamberofcommerce: string | null;
  color: string | null;
  active: Flag;
  /** The language of the client's invoices (migration 0011; the database default is only for rows written without one). */
  invoice_language: Generated<Locale>;
  /** The electronic address for e-invoices, `scheme:identifier` (migration 0014). */
  peppol_id: string | null;
  /** What the client is billed in, ISO 4217 (migration 0037): its projects, rates and invoices. */
  currency: Generated<string>;
  created_at: string;
}

export interface ContactsTable {
  id: Generated<number>;
  organization_id: number;
  client_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: string;
}

export interface ClientUpdatesTable {
  id: Generated<number>;
  organization_id: number;
  client_id: number;
  /** The author; null once their account was deleted ('unknown user'). */
  user_id: number | null;
  /** The contract's `update`. */
  text: string;
  created_at: string;
  /** Set when the text changed after creation (`edited`). */
  updated_at: string | null;
}

export interface ServicesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  servicenumber: string | null;
  /** Sanitised HTML. */
  description: string | null;
  active: Flag;
  created_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  organization_id: number;
  client_id: number;
  service_id: number;
  /** `YYYY-MM-DD`, null while open-ended. */
  enddate: string | null;
  active: Flag;
  created_at: string;
  /** Price per period, cents (migration 0016; bigint: pg hands it over as text); null: not invoiced by Kwartier. */
  price_cents: number | string | null;
  /** month, quarter or year (the contract's SubscriptionPeriod). */
  period: Generated<string>;
  /** `YYYY-MM-DD`: the first period invoiced is the first one that starts on or after it. */
  startdate: Generated<string>;
  /** Hundredths of a percent, as on an invoice line. */
  vat: Generated<number>;
  /** S, Z, E or AE; null: from the rate. */
  vat_category: string | null;
}

/** A period of a subscription that has been invoiced (migration 0016): the claim, unique per subscription and period. */
export interface SubscriptionInvoicesTable {
  subscription_id: number;
  /** `YYYY-MM-DD`, the first day of the period. */
  period_start: string;
  organization_id: number;
  /** Null once that (concept) invoice was deleted: the period stays claimed. */
  invoice_id: number | null;
  created_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  organization_id: number;
  client_id: number;
  name: string;
  projectnumber: string;
  /** Sanitised HTML; null until the first edit. */
  description: string | null;
  /** `YYYY-MM-DD` or null. */
  startdate: string | null;
  enddate: string | null;
  active: Flag;
  created_at: string;
  /** `hours` | `money`; null for no budget (the other budget columns are null then too; migration 0035). */
  budget_kind: BudgetKind | null;
  /** Minutes (an hours budget) or cents (a money budget); pg hands it over as text (bigint). */
  budget_amount: number | string | null;
  budget_period: BudgetPeriod | null;
  /** The alert thresholds in percent, ascending: "80,100". */
  budget_thresholds: string | null;
}

export type BudgetKind = 'hours' | 'money';
export type BudgetPeriod = 'total' | 'month';

/**
 * The claims of the budget alert mails (jobs/budgetAlerts.ts): unique per project, period
 * (`YYYY-MM-01`, or `total`) and threshold, so an alert is mailed once however many processes run
 * the daily job.
 */
export interface QuotesTable {
  id: Generated<number>;
  organization_id: number;
  uuid: string;
  quotenumber: string;
  client_id: number;
  contact_id: number | null;
  quotedate: string;
  valid_until: string;
  /** concept, sent, accepted, declined, invoiced (migration 0036). */
  status: string;
  answered_name: string | null;
  answered_comment: string | null;
  answered_at: string | null;
  invoice_id: number | null;
  project_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  organization_id: number;
  quote_id: number;
  service: string;
  amount: number;
  unitprice_cents: number;
  vat: number;
}

export interface BudgetAlertsTable {
  id: Generated<number>;
  organization_id: number;
  project_id: number;
  period_start: string;
  threshold: number;
  sent_at: string;
}

export interface ActivitiesTable {
  id: Generated<number>;
  organization_id: number;
  project_id: number;
  name: string;
  active: Flag;
  /** Whether the activity's hours are billable (migration 0019); its entries follow it. */
  billable: Generated<Flag>;
  created_at: string;
}

/** A team member on an activity (the contract's `pivot`). */
export interface ActivityUserTable {
  id: Generated<number>;
  organization_id: number;
  activity_id: number;
  user_id: number;
  /** Hourly rate in integer cents. */
  rate_cents: number;
  created_at: string;
}

/** Registered time: one row per member, activity and day. */
export interface TimeEntriesTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  activity_id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  minutes: number;
  /**
   * The member's hourly rate on the activity in integer cents, as it was when the minutes were
   * last saved (copied from `activity_user`): revenue already earned is not rewritten by a later
   * rate change. Always set by the time sheet; the database default (0) only serves rows written
   * without it.
   */
  rate_cents: Generated<number>;
  /** The invoice line the hours are billed on (migration 0008), null while on no invoice: then they are read-only. */
  invoice_line_id: Generated<number | null>;
  /** What was done (migration 0019), null when the entry has no note. */
  note: Generated<string | null>;
  /** 1: the hours were invoiced before they came to Kwartier (an imported row marked invoiced, migration 0029): billable, never offered for an invoice. */
  invoiced_elsewhere: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/**
 * A line of a member's week on the time sheet, kept so it persists without hours. `week_start`
 * is the first day of the week it was added to; a week's lines are those whose `week_start`
 * lies within its seven days.
 */
export interface TimeLinesTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  activity_id: number;
  /** `YYYY-MM-DD`. */
  week_start: string;
  created_at: string;
}

/** A member's timer (migration 0020): at most one per member; see the migration. */
export interface TimersTable {
  user_id: number;
  organization_id: number;
  activity_id: number;
  note: string | null;
  /** ISO 8601 UTC. */
  started_at: string;
  /** IANA time zone the days are counted in. */
  time_zone: string;
  /** Null while running; set once stopped with its time not saved (see `refusal_*`). */
  stopped_at: string | null;
  /** The refusal's message id. */
  refusal_message: string | null;
  /** The refusal's placeholders, JSON. */
  refusal_params: string | null;
}

/**
 * Running totals of `time_entries` for the dashboard, kept by triggers (migration 0006): a
 * member's minutes per day over all activities. Read only; a row goes when it reaches 0.
 */
export interface TimeDaysTable {
  user_id: number;
  /** `YYYY-MM-DD`. */
  date: string;
  organization_id: number;
  minutes: number;
}

/**
 * Running totals of `time_entries` for the dashboard, kept by triggers (migration 0006): a
 * member's minutes and revenue per activity and calendar month. Read only.
 */
export interface TimeMonthsTable {
  user_id: number;
  /** `YYYY-MM`. */
  month: string;
  activity_id: number;
  organization_id: number;
  minutes: number;
  /** Whole cents, the sum of each entry's minutes × rate ÷ 60 rounded half up; pg hands it over as text (bigint). */
  revenue_cents: number | string;
}

/** An invoice (migration 0007). Totals are computed from its lines, never stored. */
export interface InvoicesTable {
  id: Generated<number>;
  organization_id: number;
  /** Public and unguessable: the print page's address. */
  uuid: string;
  /** Unique within the organisation. */
  invoicenumber: string;
  client_id: number;
  /** Null once the contact was deleted. */
  contact_id: number | null;
  /** `YYYY-MM-DD`. */
  invoicedate: string;
  /** Free text ("March 2026"). */
  period: string;
  /** 1 concept, 2 sent, 3 paid; only moves forward. */
  status_id: number;
  /** Set on a copy; null again once the original is deleted. */
  original_invoice_id: number | null;
  /**
   * JSON: the client, contact, organisation block and term of payment as printed when the invoice
   * left concept (migration 0009); null on a concept, which shows the current ones.
   */
  issued: string | null;
  /** `YYYY-MM-DD`: the day it was paid (migration 0012); null until it is paid. */
  paid_on: string | null;
  /** The buyer's reference, "Your reference" (migration 0014); the e-invoice's BuyerReference. */
  buyer_reference: string | null;
  /** ISO 4217 (migration 0037): the client's when made; a concept follows its client, fixed once issued. */
  currency: Generated<string>;
  /** One unit of `currency` in the organisation's currency, a decimal as text; null: not entered (migration 0037). */
  exchange_rate: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A line of an invoice. Quantities and percentages are integer hundredths, money integer cents;
 * the bigint columns come back from pg as text.
 */
export interface InvoiceLinesTable {
  id: Generated<number>;
  organization_id: number;
  invoice_id: number;
  service: string;
  /** Hundredths: 1250 = 12.50. */
  amount: number | string;
  unitprice_cents: number | string;
  /** Hundredths of a percent: 2100 = 21.00 %. */
  vat: number;
  /** S, Z, E or AE (migration 0014); null: from the rate (Z at 0 %, S otherwise). */
  vat_category: string | null;
  /** Why an exempt (E) line is exempt (migration 0014). */
  vat_exemption_reason: string | null;
  /** First and last day the line covers, `YYYY-MM-DD`, both or neither (migration 0017). */
  period_start: string | null;
  period_end: string | null;
  created_at: string;
}

/**
 * A payment on an invoice (migration 0013). Money in integer cents (bigint: pg hands it over as
 * text). `method` is the contract's PaymentMethod; `credit` is the settlement by a credit
 * invoice (`credit_invoice_id`).
 */
export interface PaymentsTable {
  id: Generated<number>;
  organization_id: number;
  invoice_id: number;
  /** `YYYY-MM-DD`. */
  paid_on: string;
  amount_cents: number | string;
  method: string;
  note: string | null;
  /** The credit invoice that settled the invoice (method `credit`); null otherwise or once it is gone. */
  credit_invoice_id: number | null;
  /** Who recorded it; null for one recorded by the server itself or once the user is deleted. */
  created_by: number | null;
  created_at: string;
}

/**
 * A reminder step of an invoice (migration 0018), claimed by the process that sends it: one row
 * per invoice and step (`step_days` past the due date), so a step is sent once however many
 * processes run the daily job.
 */
export interface InvoiceRemindersTable {
  invoice_id: number;
  step_days: number;
  organization_id: number;
  claimed_at: string;
  /** The mail log row of the reminder; null while under way or when it failed. */
  invoice_mail_id: number | null;
  /** When sending failed (the step is not tried again by the job; "Send reminder" still can). */
  failed_at: string | null;
}

/** A mail template of the organisation (migration 0015); absent: the built-in text. */
export interface MailTemplatesTable {
  id: Generated<number>;
  organization_id: number;
  /** `invoice` or `reminder`. */
  kind: string;
  /** `en` or `nl`. */
  locale: string;
  subject: string;
  body: string;
  updated_at: string;
}

/** A mail sent (or refused) about an invoice (migration 0015). */
export interface InvoiceMailsTable {
  id: Generated<number>;
  organization_id: number;
  invoice_id: number;
  /** `invoice` or `reminder`. */
  kind: string;
  /** Who sent it; null for the server itself (a reminder job) or once the user is deleted. */
  sender_id: number | null;
  /** JSON arrays of addresses. */
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  /** JSON array of the attached files' names. */
  attachments: string;
  /** `delivered` or `failed`. */
  status: string;
  error: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  /** One outstanding reset link per user. */
  user_id: number;
  /** sha256 of the token in the mailed link. */
  token_hash: string;
  /** The link expires 60 minutes after this. */
  created_at: string;
}

/** An organisation's OpenID Connect provider (migration 0039). */
export interface SsoConnectionsTable {
  organization_id: number;
  issuer: string;
  client_id: string;
  /** Sealed (domain/secretBox.ts); never answered. */
  client_secret: string;
  join_by_domain: Flag;
  required: Flag;
  created_at: string;
  updated_at: string;
}

/** An email domain whose people sign in with an organisation's provider; one organisation per domain. */
export interface SsoDomainsTable {
  domain: string;
  organization_id: number;
}

/** A person as the provider knows them: issuer + subject, once per organisation. */
export interface SsoIdentitiesTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: string;
}

/** A sign-in under way at the provider, by its state's sha256; one use. */
export interface SsoSignInsTable {
  state_hash: string;
  organization_id: number;
  nonce: string;
  code_verifier: string;
  return_to: string;
  expires_at: string;
}

export interface LoginThrottlesTable {
  /** `email:<address>` or `ip:<address>`. */
  key: string;
  attempts: number;
  window_started_at: string;
}

/** An uploaded export of another time tracker and its import's progress (migration 0023). */
/** An incoming payment of a bank statement (migration 0034). */
export interface BankEntriesTable {
  id: Generated<number>;
  organization_id: number;
  /** The statement's own account (IBAN), '' when it names none. */
  account: string;
  /** The entry's key within its account (domain/bank/entry.ts BankEntry.reference). */
  reference: string;
  /** `YYYY-MM-DD`. */
  booked_on: string;
  amount_cents: number | string;
  currency: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  remittance: string | null;
  structured_reference: string | null;
  end_to_end_id: string | null;
  batch: Generated<Flag>;
  /** `open`, `matched` or `skipped` (the contract's BankEntryStatus). */
  status: string;
  /** The client a confirmed match paid; its IBAN is then known for the next statement. */
  client_id: number | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export interface TimeImportsTable {
  id: Generated<number>;
  organization_id: number;
  /** Who uploaded it; null once their account is deleted. */
  user_id: number | null;
  /** The contract's TimeImportFormat. */
  format: string;
  filename: string;
  /** sha256 of `content`. */
  checksum: string;
  /** The CSV text as uploaded. */
  content: string;
  /** The contract's TimeImportStatus. */
  status: string;
  /** JSON: what `start` fixed (resources/import/rules.ts ImportPlan); null while a preview. */
  plan: string | null;
  total: Generated<number>;
  done: Generated<number>;
  imported: Generated<number>;
  alreadyimported: Generated<number>;
  skippedcount: Generated<number>;
  /** JSON: the first 1,000 skipped rows (`{ row, reason, name? }`). */
  skipped: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A source row imported once, by its source id (migration 0023). */
export interface TimeImportRowsTable {
  id: Generated<number>;
  organization_id: number;
  source: string;
  source_id: string;
  import_id: number | null;
  user_id: number;
  activity_id: number;
  date: string;
  minutes: number;
  created_at: string;
}

/** A member's week, submitted for approval (migration 0021); one row per member and week. */
export interface WeekSubmissionsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  /** The week's first and last day (`YYYY-MM-DD`), as the organisation's week was when submitted. */
  week_start: string;
  week_end: string;
  status: 'submitted' | 'approved' | 'rejected';
  /** The admin's comment; always set on a rejection. */
  comment: string | null;
  submitted_at: string;
  /** The admin who approved or rejected it (null while submitted, or once that user is removed). */
  decided_by: number | null;
  decided_at: string | null;
}

/** A closed period of the organisation (migration 0021): every day in it is read-only for everyone. */
export interface PeriodLocksTable {
  id: Generated<number>;
  organization_id: number;
  /** First and last day, both inclusive. */
  start_date: string;
  end_date: string;
  locked_by: number | null;
  created_at: string;
}

/** One recorded change of the audit trail (migration 0026); append-only. */
export interface AuditEntriesTable {
  id: Generated<number>;
  organization_id: number;
  /** ISO 8601 instant. */
  at: string;
  /** Who did it: null for a failed sign-in of an unknown address, a job or the CLI; no foreign key (an erased account's entries stay). */
  user_id: number | null;
  /** The contract's AuditKind. */
  kind: string;
  /** The contract's AuditSubjectType and the record's id. */
  subject_type: string | null;
  subject_id: number | null;
  /** JSON: small facts (changed field names, old → new status); never secrets or bodies. */
  details: string | null;
  request_id: string | null;
}

/** An organisation's expense category (migration 0033); names unique per organisation. */
export interface ExpenseCategoriesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  /** Order of the list (the defaults in their order, a new one last). */
  position: number;
  created_at: string;
}

/** What a member paid on a project (migration 0033); see the migration. */
export interface ExpensesTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  project_id: number;
  category_id: number;
  /** `YYYY-MM-DD`: the receipt's date. */
  date: string;
  description: string;
  /** Integer cents (bigint: pg hands it over as text); including the VAT when `vat_included`. */
  amount_cents: number | string;
  /** Hundredths of a percent: 2100 = 21.00 %. */
  vat: number;
  vat_included: Generated<Flag>;
  billable: Generated<Flag>;
  /** Hundredths of a percent added on an invoice. */
  markup: Generated<number>;
  /** The invoice line it is billed on, null while on no invoice: then it is read-only. */
  invoice_line_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

/** An expense's receipt (migration 0033): its bytes in the database, so backups hold them. */
export interface ExpenseReceiptsTable {
  expense_id: number;
  organization_id: number;
  /** The file name as uploaded (for the download). */
  name: string;
  /** The type told by the content. */
  mime: string;
  size: number;
  bytes: Uint8Array;
  created_at: string;
}

/** An address an organisation's events are posted to (migration 0038). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  organization_id: number;
  url: string;
  description: string;
  /** The event types it wants, a JSON array of names. */
  event_types: string;
  /** The signing secret (`whsec_…`), sealed by the server's key (domain/secretBox.ts). */
  secret: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One event for one endpoint: the outbox, written in the transaction of the change (migration 0038). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  organization_id: number;
  endpoint_id: number;
  /** `msg_…`, the `webhook-id` of every attempt. */
  message_id: string;
  event_type: string;
  /** The JSON body sent. */
  payload: string;
  /** pending, delivered, failed. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  claimed_until: string | null;
  last_status: number | null;
  last_answer: string | null;
  last_attempt_at: string | null;
  created_at: string;
}

export interface Database {
  organizations: OrganizationsTable;
  audit_entries: AuditEntriesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  clients: ClientsTable;
  password_resets: PasswordResetsTable;
  login_throttles: LoginThrottlesTable;
  contacts: ContactsTable;
  client_updates: ClientUpdatesTable;
  services: ServicesTable;
  subscriptions: SubscriptionsTable;
  subscription_invoices: SubscriptionInvoicesTable;
  projects: ProjectsTable;
  activities: ActivitiesTable;
  activity_user: ActivityUserTable;
  time_entries: TimeEntriesTable;
  time_lines: TimeLinesTable;
  timers: TimersTable;
  time_days: TimeDaysTable;
  time_months: TimeMonthsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  payments: PaymentsTable;
  invoice_reminders: InvoiceRemindersTable;
  budget_alerts: BudgetAlertsTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  mail_templates: MailTemplatesTable;
  invoice_mails: InvoiceMailsTable;
  time_imports: TimeImportsTable;
  bank_entries: BankEntriesTable;
  time_import_rows: TimeImportRowsTable;
  week_submissions: WeekSubmissionsTable;
  period_locks: PeriodLocksTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  expense_categories: ExpenseCategoriesTable;
  expenses: ExpensesTable;
  expense_receipts: ExpenseReceiptsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sso_connections: SsoConnectionsTable;
  sso_domains: SsoDomainsTable;
  sso_identities: SsoIdentitiesTable;
  sso_sign_ins: SsoSignInsTable;
}

export type OrganizationRow = Selectable<OrganizationsTable>;
export type PersonRow = Selectable<UsersTable>;
export type MembershipRow = Selectable<MembershipsTable>;
/** A person as a member of one organisation: the person's columns with the membership's. */
export type UserRow = PersonRow & Pick<MembershipRow, 'organization_id' | 'admin' | 'active' | 'invite_token'>;
export type SsoConnectionRow = Selectable<SsoConnectionsTable>;
export type SsoSignInRow = Selectable<SsoSignInsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type ClientRow = Selectable<ClientsTable>;
export type NewClientRow = Insertable<ClientsTable>;
export type ClientRowUpdate = Updateable<ClientsTable>;
