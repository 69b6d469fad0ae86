/**
 * @kwartier/ui — Kwartier's React components. Every export is listed by hand: this is the
 * package's public API. Theme contract and runtime theming: `@kwartier/ui/theme`.
 */

// Internationalisation and dates
export { I18nProvider, useIntl, useLocale, type I18nProviderProps } from './i18n/I18nProvider';
export { useMessages, type MessageValues, type Translate } from './i18n/useMessages';
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

// Forms: the save-callback convention
export {
  isValidationFailure,
  firstFieldErrors,
  splitValidationFailure,
  type SubmitResult,
  type ValidationFailure,
} from './forms/submitResult';
export { useFormSubmission, type FormSubmission } from './forms/useFormSubmission';

// Theming and routing (contract, default theme and helpers also in `@kwartier/ui/theme`)
export { ThemeRoot, type ThemeRootProps } from './ThemeRoot/ThemeRoot';
export {
  organizationColorsOf,
  organizationThemeVars,
  type OrganizationColors,
  type OrganizationColorFields,
} from './theme/organizationTheme';
/** react-aria's RouterProvider: plug the app's router into every Link, nav item and menu item. */
export { RouterProvider } from 'react-aria-components';

// Primitives
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { Link, type LinkProps } from './Link/Link';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Switch, type SwitchProps } from './Switch/Switch';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Alert, type AlertProps } from './Alert/Alert';
export { ColorDot, type ColorDotProps } from './ColorDot/ColorDot';
export {
  Table,
  createColumnHelper,
  TABLE_VIRTUALIZE_THRESHOLD,
  type TableProps,
  type ColumnDef,
  type SortingState,
} from './Table/Table';
export { FormDialog, type FormDialogProps, type FieldErrors } from './FormDialog/FormDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { Snackbar, SNACKBAR_TIMEOUT_MS, type SnackbarProps, type SnackbarTone } from './Snackbar/Snackbar';
export {
  SnackbarProvider,
  useSnackbar,
  type SnackbarApi,
  type SnackbarProviderProps,
} from './Snackbar/SnackbarProvider';
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
  DashboardIcon,
  DeleteIcon,
  EditIcon,
  ErrorIcon,
  InvoiceIcon,
  LogoutIcon,
  MinusIcon,
  MoreIcon,
  OrganizationIcon,
  PeopleIcon,
  ProjectIcon,
  SearchIcon,
  SettingsIcon,
  type IconProps,
} from './Icon/Icon';

// Layout
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';

// Feature components
export { AppShell, type AppShellProps, type NavItem } from './AppShell/AppShell';
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm/LoginForm';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './SignUpForm/SignUpForm';
export { ClientList, type ClientListProps } from './ClientList/ClientList';
export { filterClients, type ClientFilter } from './ClientList/filterClients';

// Structure and content (issue 3)
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { Menu, MenuItem, type MenuProps, type MenuItemProps, type MenuItemData } from './Menu/Menu';
export { MenuButton, type MenuButtonProps } from './Menu/MenuButton';
export { Tabs, type TabsProps, type TabItem } from './Tabs/Tabs';
export { Card, type CardProps } from './Card/Card';
export { DetailList, type DetailListProps, type DetailItem } from './Card/DetailList';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar';
export { HtmlContent, type HtmlContentProps } from './HtmlContent/HtmlContent';
export { sanitizeHtml, HTML_CONTENT_TAGS, SAFE_URL } from './HtmlContent/sanitizeHtml';
export { compareValues } from './Table/compareValues';

// Fields and pickers (issue 3)
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { Select, type SelectProps, type SelectItem } from './Select/Select';
export { SelectOption, type SelectOptionProps } from './Select/SelectOption';
export { ComboBox, type ComboBoxProps, type ComboBoxItem } from './ComboBox/ComboBox';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker';
export { ColorField, type ColorFieldProps } from './ColorField/ColorField';
export { normalizeHexColor } from './ColorField/colorValue';
export { LogoPicker, type LogoPickerProps } from './LogoPicker/LogoPicker';
export { LOGO_FILE_TYPES, isLogoFile } from './LogoPicker/logoFile';
export { formatNumber, intlLocale } from './i18n/formatNumber';
export { formatMoney, parseMoney } from './i18n/formatMoney';
export { formatDuration, parseDuration, type DurationStyle } from './i18n/formatDuration';

// Accounts, team and organisation (issue 4)
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm/ForgotPasswordForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm/ResetPasswordForm';
export { JoinForm, type JoinFormProps } from './JoinForm/JoinForm';
export { ProfileTabs, type ProfileTabsProps, type ProfileTab } from './ProfileTabs/ProfileTabs';
export {
  OrganizationDetailsCard,
  type OrganizationDetailsCardProps,
  type OrganizationDetails,
} from './OrganizationDetailsCard/OrganizationDetailsCard';
export { TeamPanel, type TeamPanelProps } from './TeamPanel/TeamPanel';
export { LogoPanel, type LogoPanelProps } from './LogoPanel/LogoPanel';
export { GeneralSettingsForm, type GeneralSettingsFormProps, type GeneralSettings } from './GeneralSettingsForm/GeneralSettingsForm';
export { ThemeSettingsForm, type ThemeSettingsFormProps, type ThemeSettings } from './ThemeSettingsForm/ThemeSettingsForm';
export { InvoiceSettingsForm, type InvoiceSettingsFormProps, type InvoiceSettings } from './InvoiceSettingsForm/InvoiceSettingsForm';
export { INVOICE_SETTINGS_LIMITS } from './InvoiceSettingsForm/invoiceSettingsRules';
export { AccountList, type AccountListProps } from './AccountList/AccountList';
export { filterAccounts } from './AccountList/filterAccounts';
export { OrganizationTabs, type OrganizationTabsProps, type OrganizationTab } from './OrganizationTabs/OrganizationTabs';
export { SettingsTabs, type SettingsTabsProps, type SettingsTab } from './SettingsTabs/SettingsTabs';
