// Generated from openapi.yaml by scripts/constraints.mjs — do not edit.
// `pnpm --filter @kwartier/api generate` writes it anew; a test fails when it is stale.

/** Each schema's `default` in the contract. */
export const schemaDefaults = {
  "Locale": "en",
  "DateFormat": "DD-MM-YYYY",
  "BudgetThresholds": [
    80,
    100
  ],
  "BankEntryStatus": "open",
  "MailKind": "invoice",
  "ReportType": "hours"
} as const;

/** The values of each enum schema, in the contract's order. */
export const schemaEnums = {
  "Locale": [
    "en",
    "nl"
  ],
  "DateFormat": [
    "MM/DD/YYYY",
    "DD-MM-YYYY",
    "MM-DD-YYYY",
    "YYYY-MM-DD",
    "DD/MM/YYYY",
    "DD.MM.YYYY"
  ],
  "TimeUnit": [
    "week",
    "month",
    "year"
  ],
  "TimeScope": [
    "current",
    "last"
  ],
  "DashboardScope": [
    "me",
    "team"
  ],
  "InvoiceStatus": [
    "concept",
    "sent",
    "paid",
    "overdue"
  ],
  "InvoiceStatusId": [
    1,
    2,
    3
  ],
  "MyDataFormat": [
    "json",
    "csv"
  ],
  "TokenScope": [
    "read",
    "write"
  ],
  "SubscriptionPeriod": [
    "month",
    "quarter",
    "year"
  ],
  "ProjectBudgetKind": [
    "hours",
    "money"
  ],
  "ProjectBudgetPeriod": [
    "total",
    "month"
  ],
  "VatCategory": [
    "S",
    "Z",
    "E",
    "AE"
  ],
  "PaymentMethod": [
    "bank_transfer",
    "cash",
    "card",
    "other",
    "credit"
  ],
  "BankEntryStatus": [
    "open",
    "matched",
    "skipped"
  ],
  "BankMatchReason": [
    "reference",
    "amount_iban",
    "iban",
    "amount"
  ],
  "MailKind": [
    "invoice",
    "reminder"
  ],
  "SsoError": [
    "not_configured",
    "provider_unavailable",
    "state",
    "refused",
    "email_unverified",
    "not_member",
    "inactive"
  ],
  "TrackedTimeGrouping": [
    "activity",
    "member",
    "day",
    "entry"
  ],
  "ReportGroup": [
    "client",
    "project",
    "activity",
    "member",
    "category",
    "day",
    "week",
    "month"
  ],
  "ReportType": [
    "hours",
    "expenses",
    "both"
  ],
  "TimeReadOnlyReason": [
    "invoiced",
    "invoiced_elsewhere",
    "not_on_activity",
    "project_inactive",
    "activity_inactive",
    "before_project_start",
    "after_project_end",
    "locked",
    "approved",
    "submitted"
  ],
  "TimerRounding": [
    0,
    1,
    5,
    6,
    10,
    15
  ],
  "TimeImportFormat": [
    "toggl",
    "clockify",
    "harvest"
  ],
  "TimeImportStatus": [
    "preview",
    "running",
    "done"
  ],
  "TimeImportRowReason": [
    "unreadable_date",
    "unreadable_duration",
    "no_time",
    "unknown_member",
    "day_full",
    "invoiced_mixed",
    "invoiced",
    "not_on_activity",
    "project_inactive",
    "activity_inactive",
    "before_project_start",
    "after_project_end",
    "locked",
    "approved",
    "submitted"
  ],
  "WeekApprovalStatus": [
    "submitted",
    "approved",
    "rejected"
  ],
  "AuditKind": [
    "auth.signin",
    "auth.signin_failed",
    "auth.signin_two_factor",
    "auth.signin_recovery_code",
    "auth.signin_sso",
    "auth.signin_sso_failed",
    "auth.two_factor_failed",
    "user.two_factor_on",
    "user.two_factor_off",
    "user.two_factor_reset",
    "user.profile",
    "user.password",
    "user.password_reset",
    "user.super_admin_granted",
    "user.super_admin_removed",
    "organization.created",
    "organization.details",
    "organization.settings",
    "organization.logo",
    "organization.mail_templates",
    "organization.sso_saved",
    "organization.sso_removed",
    "member.invited",
    "member.joined",
    "member.role",
    "member.active",
    "member.deleted",
    "member.sessions_ended",
    "member.left",
    "member.declined",
    "invoice.created",
    "invoice.details",
    "invoice.line_added",
    "invoice.line_changed",
    "invoice.line_removed",
    "invoice.status",
    "invoice.mail_sent",
    "invoice.mail_failed",
    "invoice.payment_added",
    "invoice.payment_removed",
    "invoice.deleted",
    "client.created",
    "client.details",
    "client.active",
    "client.deleted",
    "project.created",
    "project.details",
    "project.active",
    "project.deleted",
    "rate.set",
    "rate.changed",
    "time.approved",
    "time.approval_undone",
    "time.rejected",
    "time.locked",
    "time.unlocked",
    "time.changed",
    "import.started",
    "instance.backup",
    "instance.restore",
    "user.token_created",
    "user.token_revoked",
    "user.token_used",
    "expense.created",
    "expense.changed",
    "expense.deleted",
    "expense.receipt",
    "expense.receipt_removed",
    "expense.category_created",
    "expense.category_changed",
    "expense.category_deleted",
    "subscription.created",
    "subscription.changed",
    "subscription.deleted",
    "quote.created",
    "quote.changed",
    "quote.deleted",
    "quote.sent",
    "quote.accepted",
    "quote.declined",
    "quote.invoiced",
    "quote.budgeted",
    "quote.mailed",
    "webhook.created",
    "webhook.changed",
    "webhook.deleted",
    "webhook.secret_rotated"
  ],
  "AuditSubjectType": [
    "organization",
    "user",
    "invoice",
    "week",
    "lock",
    "import",
    "client",
    "project",
    "activity",
    "subscription",
    "quote"
  ],
  "WebhookEventType": [
    "ping",
    "time.saved",
    "week.submitted",
    "week.approved",
    "invoice.created",
    "invoice.sent",
    "invoice.paid",
    "payment.recorded",
    "client.created",
    "client.changed",
    "expense.recorded"
  ],
  "WebhookDeliveryStatus": [
    "pending",
    "delivered",
    "failed"
  ],
  "ExpenseReceiptType": [
    "application/pdf",
    "image/png",
    "image/jpeg",
    "image/webp",
    "image/heic"
  ],
  "ExpenseGrouping": [
    "expense",
    "category"
  ],
  "QuoteStatus": [
    "concept",
    "sent",
    "accepted",
    "declined",
    "expired",
    "invoiced"
  ]
} as const;

/** What rich text (the `Html` schema) may hold: its elements and link schemes, as the server sanitises it. */
export const htmlAllowList = {
  "tags": [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote"
  ],
  "urlSchemes": [
    "http",
    "https",
    "mailto"
  ]
} as const;

/** The paths whose POST is a read (`x-read-only`): it changes nothing, and the client retries it as a read. */
export const readOnlyPosts: readonly string[] = [
  "/api/period",
  "/api/period/previous",
  "/api/period/next",
  "/api/dashboard/notes",
  "/api/dashboard/timetotals",
  "/api/dashboard/activitytotals",
  "/api/reports",
  "/api/reports/entries",
  "/api/time",
  "/api/time/previous",
  "/api/time/next"
];

/** The service's limits that are no single property's bound (`x-limits`): the longest date range in days, … */
export const contractLimits = {
  "maxRangeDays": 366
} as const;

/** Which answers a call is sent again after (`x-retry`): any call, and a change with an Idempotency-Key (also after any 5xx). */
export const contractRetry: { statuses: readonly number[]; keyedStatuses: readonly number[] } = {
  "statuses": [
    429,
    502,
    503,
    504
  ],
  "keyedStatuses": [
    408,
    409,
    425,
    429
  ]
};
