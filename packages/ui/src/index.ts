/**
 * @kwartier/ui — Kwartier's React components. Every export is listed by hand: this is the
 * package's public API (reviewed in api-report.md; `pnpm api:report` after a deliberate change).
 * Grouped by tier — foundations, primitives, patterns, then the features by area — as the source
 * folders are. Theme contract and runtime theming: `@kwartier/ui/theme`.
 */

// ── Foundations ──────────────────────────────────────────────────────────────────────────────

// Internationalisation: messages, the locale, formatting and parsing
export { I18nProvider, useIntl, useLocale, type I18nProviderProps } from './i18n/I18nProvider';
export { translateIn, useMessages, type MessageValues, type Translate } from './i18n/useMessages';
export {
  addMessages,
  loadMessages,
  namespacesOf,
  type Catalogue,
  type KeysIn,
  type KeysOf,
  type Messages,
  type NamespacesOf,
} from './i18n/catalogue';
export { LOCALES, DEFAULT_LOCALE, toLocale, type Locale } from './i18n/messages';
export {
  formatDate,
  isDateFormat,
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  type DateFormat,
} from './i18n/formatDate';
export { formatDateTime } from './i18n/formatDateTime';
export { formatNumber, intlLocale } from './i18n/formatNumber';
export { formatMoney, parseMoney } from './i18n/formatMoney';
export { formatDuration, parseDuration, type DurationStyle } from './i18n/formatDuration';

// Forms: the save-callback convention
export {
  isValidationFailure,
  firstFieldErrors,
  splitValidationFailure,
  type SaveResult,
  type SubmitResult,
  type ValidationFailure,
} from './forms/submitResult';
export { useFormSubmission, type FormSubmission } from './forms/useFormSubmission';

// Theming (contract, default theme and helpers also in `@kwartier/ui/theme`)
export {
  organizationColorsOf,
  organizationThemeVars,
  type OrganizationColors,
  type OrganizationColorFields,
} from './theme/organizationTheme';

// ── Primitives ───────────────────────────────────────────────────────────────────────────────

// Frame: theme root and routing of links
export { ThemeRoot, type ThemeRootProps } from './primitives/ThemeRoot/ThemeRoot';
export {
  LinkRouterProvider,
  type LinkRouterProviderProps,
} from './primitives/Link/LinkRouterProvider';
export type { AppHref } from './primitives/Link/appHref';
export type { ExternalHref } from './primitives/Link/externalHref';

// Actions and navigation
export { Button, type ButtonProps, type ButtonVariant } from './primitives/Button/Button';
export { IconButton, type IconButtonProps } from './primitives/IconButton/IconButton';
export { Link, type LinkProps } from './primitives/Link/Link';
export { Menu, MenuItem, type MenuProps, type MenuItemProps, type MenuItemData } from './primitives/Menu/Menu';
export { MenuButton, type MenuButtonProps } from './primitives/Menu/MenuButton';
export { Tabs, type TabsProps, type TabItem } from './primitives/Tabs/Tabs';
export { ToggleButtonGroup, type ToggleButtonGroupProps, type ToggleButtonGroupItem } from './primitives/ToggleButtonGroup/ToggleButtonGroup';

// Fields and pickers
export { TextField, type TextFieldProps } from './primitives/TextField/TextField';
export { TextArea, type TextAreaProps } from './primitives/TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './primitives/NumberField/NumberField';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField/PasswordField';
export { SearchField, type SearchFieldProps } from './primitives/SearchField/SearchField';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './primitives/Switch/Switch';
export { Select, type SelectProps, type SelectItem } from './primitives/Select/Select';
export { SelectOption, type SelectOptionProps } from './primitives/Select/SelectOption';
export { ComboBox, type ComboBoxProps, type ComboBoxItem } from './primitives/ComboBox/ComboBox';
export { DatePicker, type DatePickerProps } from './primitives/DatePicker/DatePicker';
export { ColorField, type ColorFieldProps } from './primitives/ColorField/ColorField';
export { LogoPicker, type LogoPickerProps } from './primitives/LogoPicker/LogoPicker';
export {
  RichTextEditor,
  preloadRichTextEditor,
  type RichTextEditorProps,
} from './primitives/RichTextEditor/RichTextEditor';

// Content and data
export { Card, type CardProps } from './primitives/Card/Card';
export { DetailList, type DetailListProps, type DetailItem } from './primitives/Card/DetailList';
export { HtmlContent, type HtmlContentProps } from './primitives/HtmlContent/HtmlContent';
export { ColorDot, type ColorDotProps } from './primitives/ColorDot/ColorDot';
export {
  Table,
  createColumnHelper,
  TABLE_VIRTUALIZE_THRESHOLD,
  type TableProps,
  type TableColumnMeta,
  type ColumnDef,
  type SortingState,
} from './primitives/Table/Table';

// Dialogs
export {
  Dialog,
  type DialogProps,
  type DialogSize,
  type DialogRenderProps,
} from './primitives/Dialog/Dialog';

// Feedback
export { Alert, type AlertProps } from './primitives/Alert/Alert';
export { Spinner, type SpinnerProps } from './primitives/Spinner/Spinner';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar/ProgressBar';
export { Snackbar, SNACKBAR_TIMEOUT_MS, type SnackbarProps, type SnackbarTone } from './primitives/Snackbar/Snackbar';
export {
  SnackbarProvider,
  useSnackbar,
  type SnackbarApi,
  type SnackbarProviderProps,
} from './primitives/Snackbar/SnackbarProvider';

// Icons
export {
  AccountIcon,
  AddIcon,
  BankIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  MenuIcon,
  ClockIcon,
  CloseIcon,
  CopyIcon,
  DashboardIcon,
  DeleteIcon,
  DownloadIcon,
  EditIcon,
  ErrorIcon,
  InvoiceIcon,
  LockIcon,
  LogoutIcon,
  MinusIcon,
  MoreIcon,
  OrganizationIcon,
  PeopleIcon,
  ProjectIcon,
  ReceiptIcon,
  ReportIcon,
  SearchIcon,
  ServiceIcon,
  SettingsIcon,
  type IconProps,
} from './primitives/Icon/Icon';

// ── Patterns ─────────────────────────────────────────────────────────────────────────────────

export { PageHeader, type PageHeaderProps } from './patterns/PageHeader/PageHeader';
export { FormDialog, type FormDialogProps, type FieldErrors } from './patterns/FormDialog/FormDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './patterns/ConfirmDialog/ConfirmDialog';
export { BudgetBar, type BudgetBarProps } from './patterns/BudgetBar/BudgetBar';
export { PasswordStrength, type PasswordStrengthProps, type PasswordStrengthValue } from './patterns/PasswordStrength/PasswordStrength';
export type { PasswordEstimator } from './patterns/newPassword/usePasswordStrength';

// ── Features, by area ────────────────────────────────────────────────────────────────────────

// Shell: the app's frame and its whole-page states
export { AppShell, type AppShellProps, type NavItem } from './features/shell/AppShell/AppShell';
export { FrameOverlay, type FrameOverlayProps } from './features/shell/FrameOverlay/FrameOverlay';
export { OrganizationSwitcher, type OrganizationSwitcherProps } from './features/shell/OrganizationSwitcher/OrganizationSwitcher';
export { StatusScreen, type StatusScreenKind, type StatusScreenProps } from './features/shell/StatusScreen/StatusScreen';

// Auth: log in, sign up, join, passwords
export { LoginForm, type LoginFormProps, type LoginValues } from './features/auth/LoginForm/LoginForm';
export { TwoFactorCodeForm, type TwoFactorCodeFormProps, type TwoFactorCodeValues } from './features/auth/TwoFactorCodeForm/TwoFactorCodeForm';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './features/auth/SignUpForm/SignUpForm';
export { JoinForm, type JoinFormProps } from './features/auth/JoinForm/JoinForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './features/auth/ForgotPasswordForm/ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './features/auth/ResetPasswordForm/ResetPasswordForm';

// Profile
export { ProfileTabs, type ProfileTabsProps, type ProfileTab } from './features/profile/ProfileTabs/ProfileTabs';
export { SessionList, type SessionListProps } from './features/profile/SessionList/SessionList';
export { MyOrganizations, type MyOrganizationsProps } from './features/profile/MyOrganizations/MyOrganizations';
export { AccessTokens, type AccessTokensProps } from './features/profile/AccessTokens/AccessTokens';
export { ExpenseList, type ExpenseListProps } from './features/expenses/ExpenseList/ExpenseList';
export { ExpenseForm, type ExpenseFormProps, type ExpenseFormValues } from './features/expenses/ExpenseForm/ExpenseForm';
export { ExpenseCategories, type ExpenseCategoriesProps } from './features/expenses/ExpenseCategories/ExpenseCategories';
export { BankEntryList, type BankEntryListProps, type AllocationInput } from './features/bank/BankEntryList/BankEntryList';
export { BankStatementUpload, type BankStatementUploadProps } from './features/bank/BankStatementUpload/BankStatementUpload';
// The audit trail and an invoice's history
export { AuditLog, type AuditLogProps, type AuditFilter } from './features/audit/AuditLog/AuditLog';
export { WebhookSettings, type WebhookSettingsProps, type WebhookSecretShown } from './features/webhooks/WebhookSettings/WebhookSettings';
export { WebhookDeliveries, type WebhookDeliveriesProps } from './features/webhooks/WebhookDeliveries/WebhookDeliveries';
export { InvoiceHistory, type InvoiceHistoryProps } from './features/audit/InvoiceHistory/InvoiceHistory';
export { MyData, type MyDataProps } from './features/profile/MyData/MyData';
export { RECOVERY_CODES_FILE, TwoFactorPanel, type TwoFactorPanelProps } from './features/profile/TwoFactorPanel/TwoFactorPanel';

// Organisation: details, team, logo, settings
export { OrganizationTabs, type OrganizationTabsProps, type OrganizationTab } from './features/organization/OrganizationTabs/OrganizationTabs';
export {
  OrganizationDetailsCard,
  type OrganizationDetailsCardProps,
  type OrganizationDetails,
} from './features/organization/OrganizationDetailsCard/OrganizationDetailsCard';
export { TeamPanel, type TeamPanelProps } from './features/organization/TeamPanel/TeamPanel';
export { LogoPanel, type LogoPanelProps } from './features/organization/LogoPanel/LogoPanel';
export { SettingsTabs, type SettingsTabsProps, type SettingsTab } from './features/organization/SettingsTabs/SettingsTabs';
export { GeneralSettingsForm, type GeneralSettingsFormProps, type GeneralSettings } from './features/organization/GeneralSettingsForm/GeneralSettingsForm';
export { ThemeSettingsForm, type ThemeSettingsFormProps, type ThemeSettings } from './features/organization/ThemeSettingsForm/ThemeSettingsForm';
export { InvoiceSettingsForm, type InvoiceSettingsFormProps, type InvoiceSettings } from './features/organization/InvoiceSettingsForm/InvoiceSettingsForm';
export { INVOICE_SETTINGS_LIMITS } from './features/organization/InvoiceSettingsForm/invoiceSettingsRules';
export { ReminderSettingsForm, type ReminderSettingsFormProps, type ReminderSettings } from './features/organization/ReminderSettingsForm/ReminderSettingsForm';
export { TimeSettingsForm, type TimeSettingsFormProps, type TimeSettings } from './features/organization/TimeSettingsForm/TimeSettingsForm';
export { ApiAccessSettingsForm, type ApiAccessSettingsFormProps, type ApiAccessSettings } from './features/organization/ApiAccessSettingsForm/ApiAccessSettingsForm';
export { SingleSignOnSettings, type SingleSignOnSettingsProps } from './features/organization/SingleSignOnSettings/SingleSignOnSettings';

// Accounts
export { AccountList, type AccountListProps } from './features/accounts/AccountList/AccountList';

// Clients: list, client page tabs, details, contacts, updates
export { ClientList, type ClientListProps } from './features/clients/ClientList/ClientList';
export { ClientTabs, type ClientTabsProps, type ClientTab } from './features/clients/ClientTabs/ClientTabs';
export { ClientDetailsCard, type ClientDetailsCardProps } from './features/clients/ClientDetailsCard/ClientDetailsCard';
export { ClientContactsPanel, type ClientContactsPanelProps } from './features/clients/ClientContactsPanel/ClientContactsPanel';
export { ClientUpdatesPanel, type ClientUpdatesPanelProps } from './features/clients/ClientUpdatesPanel/ClientUpdatesPanel';

// Services: list, service page tabs, details
export { ServiceList, type ServiceListProps } from './features/services/ServiceList/ServiceList';
export { ServiceTabs, type ServiceTabsProps, type ServiceTab } from './features/services/ServiceTabs/ServiceTabs';
export { ServiceDetailsCard, type ServiceDetailsCardProps } from './features/services/ServiceDetailsCard/ServiceDetailsCard';

// Projects: list, project page tabs, details, activities
export { ProjectList, type ProjectListProps } from './features/projects/ProjectList/ProjectList';
export { ProjectTabs, type ProjectTabsProps, type ProjectTab } from './features/projects/ProjectTabs/ProjectTabs';
export { ProjectDetailsCard, type ProjectDetailsCardProps } from './features/projects/ProjectDetailsCard/ProjectDetailsCard';
export { BudgetFields, useBudgetCheck, type BudgetFieldsProps } from './features/projects/BudgetFields/BudgetFields';
export { budgetDraftOf, budgetInputOf, BUDGET_FIELDS, type BudgetDraft } from './features/projects/BudgetFields/budgetDraft';
export {
  ProjectActivities,
  type ProjectActivitiesProps,
  type ActivityMemberValues,
} from './features/projects/ProjectActivities/ProjectActivities';

// Subscriptions: a service's subscriptions tab, the subscription page
export {
  SubscriptionList,
  type SubscriptionListProps,
  type SubscriptionValues,
} from './features/subscriptions/SubscriptionList/SubscriptionList';
export { SubscriptionCard, type SubscriptionCardProps } from './features/subscriptions/SubscriptionCard/SubscriptionCard';

// Time: the weekly time sheet
export {
  WeekGrid,
  cellKey,
  type WeekGridProps,
  type TimeCellChange,
  type TimeNoteChange,
  type CellSaveState,
  type WeekSaveStatus,
} from './features/time/WeekGrid/WeekGrid';
export type { WeekNavigationControl } from './features/time/WeekGrid/WeekGridHeader';
export { TimerControl, type TimerControlProps, type TimerStartValues } from './features/time/TimerControl/TimerControl';
export { elapsedOf, formatElapsed, isTimerShortcut, TIMER_SHORTCUT } from './features/time/TimerControl/timerClock';
export { WeekApproval, type WeekApprovalProps } from './features/time/WeekApproval/WeekApproval';
export { ApprovalList, type ApprovalListProps, type PeriodLockInput } from './features/time/ApprovalList/ApprovalList';

// Dashboard: chart, table, CSV export and the start page
export {
  Dashboard,
  type DashboardProps,
  type DashboardGrouping,
  type PeriodChoice,
} from './features/dashboard/Dashboard/Dashboard';
export { DashboardChart, type DashboardChartProps } from './features/dashboard/DashboardChart/DashboardChart';
export { ReceivablesCard, type ReceivablesCardProps } from './features/dashboard/ReceivablesCard/ReceivablesCard';
export { FirstSteps, type FirstStepsProps } from './features/dashboard/FirstSteps/FirstSteps';
export { DashboardTable, type DashboardTableProps } from './features/dashboard/DashboardTable/DashboardTable';
export { BillableSummary, type BillableSummaryProps } from './features/dashboard/BillableSummary/BillableSummary';
export { DashboardNotes, type DashboardNotesProps } from './features/dashboard/DashboardNotes/DashboardNotes';
export { DashboardCsvButton, type DashboardCsvButtonProps } from './features/dashboard/DashboardCsv/DashboardCsvButton';
export { dashboardCsv, dashboardCsvFileName, type DashboardCsvOptions } from './features/dashboard/DashboardCsv/dashboardCsv';
export { Reports, type ReportOption, type ReportOptions, type ReportsProps } from './features/reports/Reports/Reports';
export { RANGE_PRESETS, presetRange, type RangePreset } from './features/reports/reportPresets';
export {
  ENTRIES_PER_PAGE,
  parseReportSearch,
  rangeProblem,
  reportEntriesRequest,
  reportRequest,
  reportSearch,
  type ReportFlag,
  type ReportState,
  type ReportView,
} from './features/reports/reportState';

// Invoices: list, status, dialogs, detail and the print page
export { InvoiceList, type InvoiceListProps } from './features/invoices/InvoiceList/InvoiceList';
export { InvoiceStatusCards, type InvoiceStatusCardsProps } from './features/invoices/InvoiceStatusCards/InvoiceStatusCards';
export { InvoiceStatusMenu, type InvoiceStatusMenuProps, type InvoiceStatusChange } from './features/invoices/InvoiceStatusMenu/InvoiceStatusMenu';
export type { InvoiceListFilter } from './features/invoices/shared/invoiceStatus';
export { InvoiceDialog, type InvoiceDialogProps, type InvoiceDialogMode } from './features/invoices/InvoiceDialog/InvoiceDialog';
export { InvoiceDetail, type InvoiceDetailProps } from './features/invoices/InvoiceDetail/InvoiceDetail';
export { InvoiceLineTable, type InvoiceLineTableProps } from './features/invoices/InvoiceLineTable/InvoiceLineTable';
export { InvoiceLineDialog, type InvoiceLineDialogProps, type InvoiceLineValues } from './features/invoices/InvoiceLineDialog/InvoiceLineDialog';
export { TrackedTimeDialog, type TrackedTimeDialogProps, type TrackedTimeQuery } from './features/invoices/TrackedTimeDialog/TrackedTimeDialog';
export { InvoiceExpensesDialog, type InvoiceExpensesDialogProps } from './features/invoices/InvoiceExpensesDialog/InvoiceExpensesDialog';
export { InvoicePdfProgress, type InvoicePdfProgressProps } from './features/invoices/InvoicePdfProgress/InvoicePdfProgress';
export { InvoicePrintPage, type InvoicePrintPageProps } from './features/invoices/InvoicePrintPage/InvoicePrintPage';
export { SendInvoiceDialog, type SendInvoiceDialogProps } from './features/invoices/SendInvoiceDialog/SendInvoiceDialog';
export { InvoiceMailLog, type InvoiceMailLogProps } from './features/invoices/InvoiceMailLog/InvoiceMailLog';
export { MailTemplateSettings, type MailTemplateSettingsProps } from './features/invoices/MailTemplateSettings/MailTemplateSettings';
export { QuoteList, type QuoteListProps } from './features/quotes/QuoteList/QuoteList';
export { QuoteDetail, type QuoteDetailProps } from './features/quotes/QuoteDetail/QuoteDetail';
export { PublicQuote, type PublicQuoteProps } from './features/quotes/PublicQuote/PublicQuote';
export { TimeImportScreen, type TimeImportScreenProps } from './features/import/TimeImportScreen/TimeImportScreen';
