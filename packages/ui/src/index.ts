/**
 * @kwartier/ui — Kwartier's React components. Every export is listed by hand: this is the
 * package's public API. Theme contract and runtime theming: `@kwartier/ui/theme`.
 */

// Internationalisation and dates
export { I18nProvider, useIntl, useLocale, type I18nProviderProps } from './i18n/I18nProvider';
export { translateIn, useMessages, type MessageValues, type Translate } from './i18n/useMessages';
export {
  LOCALES,
  DEFAULT_LOCALE,
  defineMessages,
  missingMessageKeys,
  toLocale,
  type Locale,
  type ComponentMessages,
} from './i18n/messages';
export {
  formatDate,
  isDateFormat,
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  type DateFormat,
} from './i18n/formatDate';
export { formatDateTime } from './i18n/formatDateTime';

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

// Theming and routing (contract, default theme and helpers also in `@kwartier/ui/theme`)
export { ThemeRoot, type ThemeRootProps } from './primitives/ThemeRoot/ThemeRoot';
export {
  organizationColorsOf,
  organizationThemeVars,
  type OrganizationColors,
  type OrganizationColorFields,
} from './theme/organizationTheme';
export {
  LinkRouterProvider,
  type LinkRouterProviderProps,
} from './primitives/Link/LinkRouterProvider';

// Primitives
export { Button, type ButtonProps, type ButtonVariant } from './primitives/Button/Button';
export { Link, type LinkProps } from './primitives/Link/Link';
export { TextField, type TextFieldProps } from './primitives/TextField/TextField';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './primitives/Switch/Switch';
export { SearchField, type SearchFieldProps } from './primitives/SearchField/SearchField';
export { Spinner, type SpinnerProps } from './primitives/Spinner/Spinner';
export { Alert, type AlertProps } from './primitives/Alert/Alert';
export { ColorDot, type ColorDotProps } from './primitives/ColorDot/ColorDot';
export {
  Table,
  createColumnHelper,
  TABLE_VIRTUALIZE_THRESHOLD,
  type TableProps,
  type ColumnDef,
  type SortingState,
} from './primitives/Table/Table';
export { FormDialog, type FormDialogProps, type FieldErrors } from './patterns/FormDialog/FormDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './patterns/ConfirmDialog/ConfirmDialog';
export { Snackbar, SNACKBAR_TIMEOUT_MS, type SnackbarProps, type SnackbarTone } from './primitives/Snackbar/Snackbar';
export {
  SnackbarProvider,
  useSnackbar,
  type SnackbarApi,
  type SnackbarProviderProps,
} from './primitives/Snackbar/SnackbarProvider';
export {
  AccountIcon,
  AddIcon,
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
  SearchIcon,
  ServiceIcon,
  SettingsIcon,
  type IconProps,
} from './primitives/Icon/Icon';

// Layout
export { PageHeader, type PageHeaderProps } from './patterns/PageHeader/PageHeader';

// Feature components
export { AppShell, type AppShellProps, type NavItem } from './features/shell/AppShell/AppShell';
export { FrameOverlay, type FrameOverlayProps } from './features/shell/FrameOverlay/FrameOverlay';
export { StatusScreen, type StatusScreenKind, type StatusScreenProps } from './features/shell/StatusScreen/StatusScreen';
export { LoginForm, type LoginFormProps, type LoginValues } from './features/auth/LoginForm/LoginForm';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './features/auth/SignUpForm/SignUpForm';
export { ClientList, type ClientListProps } from './features/clients/ClientList/ClientList';

// Structure and content (issue 3)
export { IconButton, type IconButtonProps } from './primitives/IconButton/IconButton';
export { Menu, MenuItem, type MenuProps, type MenuItemProps, type MenuItemData } from './primitives/Menu/Menu';
export { MenuButton, type MenuButtonProps } from './primitives/Menu/MenuButton';
export { Tabs, type TabsProps, type TabItem } from './primitives/Tabs/Tabs';
export { Card, type CardProps } from './primitives/Card/Card';
export { DetailList, type DetailListProps, type DetailItem } from './primitives/Card/DetailList';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar/ProgressBar';
export { HtmlContent, type HtmlContentProps } from './primitives/HtmlContent/HtmlContent';
export {
  RichTextEditor,
  preloadRichTextEditor,
  type RichTextEditorProps,
} from './primitives/RichTextEditor/RichTextEditor';

// Fields and pickers (issue 3)
export { TextArea, type TextAreaProps } from './primitives/TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './primitives/NumberField/NumberField';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField/PasswordField';
export { Select, type SelectProps, type SelectItem } from './primitives/Select/Select';
export { SelectOption, type SelectOptionProps } from './primitives/Select/SelectOption';
export { ComboBox, type ComboBoxProps, type ComboBoxItem } from './primitives/ComboBox/ComboBox';
export { DatePicker, type DatePickerProps } from './primitives/DatePicker/DatePicker';
export { ColorField, type ColorFieldProps } from './primitives/ColorField/ColorField';
export { LogoPicker, type LogoPickerProps } from './primitives/LogoPicker/LogoPicker';
export { formatNumber, intlLocale } from './i18n/formatNumber';
export { formatMoney, parseMoney } from './i18n/formatMoney';
export { formatDuration, parseDuration, type DurationStyle } from './i18n/formatDuration';

// Accounts, team and organisation (issue 4)
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './features/auth/ForgotPasswordForm/ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './features/auth/ResetPasswordForm/ResetPasswordForm';
export { JoinForm, type JoinFormProps } from './features/auth/JoinForm/JoinForm';
export { ProfileTabs, type ProfileTabsProps, type ProfileTab } from './features/profile/ProfileTabs/ProfileTabs';
export {
  OrganizationDetailsCard,
  type OrganizationDetailsCardProps,
  type OrganizationDetails,
} from './features/organization/OrganizationDetailsCard/OrganizationDetailsCard';
export { TeamPanel, type TeamPanelProps } from './features/organization/TeamPanel/TeamPanel';
export { LogoPanel, type LogoPanelProps } from './features/organization/LogoPanel/LogoPanel';
export { GeneralSettingsForm, type GeneralSettingsFormProps, type GeneralSettings } from './features/organization/GeneralSettingsForm/GeneralSettingsForm';
export { ThemeSettingsForm, type ThemeSettingsFormProps, type ThemeSettings } from './features/organization/ThemeSettingsForm/ThemeSettingsForm';
export { InvoiceSettingsForm, type InvoiceSettingsFormProps, type InvoiceSettings } from './features/organization/InvoiceSettingsForm/InvoiceSettingsForm';
export { INVOICE_SETTINGS_LIMITS } from './features/organization/InvoiceSettingsForm/invoiceSettingsRules';
export { AccountList, type AccountListProps } from './features/accounts/AccountList/AccountList';
export { OrganizationTabs, type OrganizationTabsProps, type OrganizationTab } from './features/organization/OrganizationTabs/OrganizationTabs';
export { SettingsTabs, type SettingsTabsProps, type SettingsTab } from './features/organization/SettingsTabs/SettingsTabs';

// Client detail: tabs, details, contacts, updates (issue 10)
export { ClientTabs, type ClientTabsProps, type ClientTab } from './features/clients/ClientTabs/ClientTabs';
export { ClientDetailsCard, type ClientDetailsCardProps } from './features/clients/ClientDetailsCard/ClientDetailsCard';
export { ClientContactsPanel, type ClientContactsPanelProps } from './features/clients/ClientContactsPanel/ClientContactsPanel';
export { ClientUpdatesPanel, type ClientUpdatesPanelProps } from './features/clients/ClientUpdatesPanel/ClientUpdatesPanel';

// Services: list, service page tabs, details (issue 10)
export { ServiceList, type ServiceListProps } from './features/services/ServiceList/ServiceList';
export { ServiceTabs, type ServiceTabsProps, type ServiceTab } from './features/services/ServiceTabs/ServiceTabs';
export { ServiceDetailsCard, type ServiceDetailsCardProps } from './features/services/ServiceDetailsCard/ServiceDetailsCard';

// Projects: list, project page tabs, details, activities (issue 10)
export { ProjectList, type ProjectListProps } from './features/projects/ProjectList/ProjectList';
export { ProjectTabs, type ProjectTabsProps, type ProjectTab } from './features/projects/ProjectTabs/ProjectTabs';
export { ProjectDetailsCard, type ProjectDetailsCardProps } from './features/projects/ProjectDetailsCard/ProjectDetailsCard';
export {
  ProjectActivities,
  type ProjectActivitiesProps,
  type ActivityMemberValues,
} from './features/projects/ProjectActivities/ProjectActivities';

// Subscriptions: a service's subscriptions tab, the subscription page (issue 10)
export {
  SubscriptionList,
  type SubscriptionListProps,
  type SubscriptionValues,
} from './features/subscriptions/SubscriptionList/SubscriptionList';
export { SubscriptionCard, type SubscriptionCardProps } from './features/subscriptions/SubscriptionCard/SubscriptionCard';

// Time: the weekly time sheet (issue 11)
export {
  WeekGrid,
  cellKey,
  type WeekGridProps,
  type TimeCellChange,
  type CellSaveState,
  type WeekSaveStatus,
} from './features/time/WeekGrid/WeekGrid';

// Dashboard: chart, table, CSV export and the start page (issue 12)
export { ToggleButtonGroup, type ToggleButtonGroupProps, type ToggleButtonGroupItem } from './primitives/ToggleButtonGroup/ToggleButtonGroup';
export {
  Dashboard,
  type DashboardProps,
  type DashboardGrouping,
  type PeriodChoice,
} from './features/dashboard/Dashboard/Dashboard';
export { DashboardChart, type DashboardChartProps } from './features/dashboard/DashboardChart/DashboardChart';
export { DashboardTable, type DashboardTableProps } from './features/dashboard/DashboardTable/DashboardTable';
export { DashboardCsvButton, type DashboardCsvButtonProps } from './features/dashboard/DashboardCsv/DashboardCsvButton';
export { dashboardCsv, dashboardCsvFileName, type DashboardCsvOptions } from './features/dashboard/DashboardCsv/dashboardCsv';

// Invoices: list, status, dialogs, detail and the print page (issue 13)
export { InvoiceStatusMenu, type InvoiceStatusMenuProps } from './features/invoices/InvoiceStatusMenu/InvoiceStatusMenu';
export { InvoiceStatusCards, type InvoiceStatusCardsProps } from './features/invoices/InvoiceStatusCards/InvoiceStatusCards';
export { InvoiceList, type InvoiceListProps } from './features/invoices/InvoiceList/InvoiceList';
export { InvoicePdfProgress, type InvoicePdfProgressProps } from './features/invoices/InvoicePdfProgress/InvoicePdfProgress';
export { InvoiceDialog, type InvoiceDialogProps, type InvoiceDialogMode } from './features/invoices/InvoiceDialog/InvoiceDialog';
export { InvoiceDetail, type InvoiceDetailProps } from './features/invoices/InvoiceDetail/InvoiceDetail';
export { InvoiceLineTable, type InvoiceLineTableProps } from './features/invoices/InvoiceLineTable/InvoiceLineTable';
export { InvoiceLineDialog, type InvoiceLineDialogProps, type InvoiceLineValues } from './features/invoices/InvoiceLineDialog/InvoiceLineDialog';
export { TrackedTimeDialog, type TrackedTimeDialogProps, type TrackedTimeQuery } from './features/invoices/TrackedTimeDialog/TrackedTimeDialog';
export { InvoicePrintPage, type InvoicePrintPageProps } from './features/invoices/InvoicePrintPage/InvoicePrintPage';
