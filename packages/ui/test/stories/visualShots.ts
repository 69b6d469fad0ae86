/**
 * The visual shots: one list for the visual baselines (visual.test.tsx) and the visual review
 * report (`pnpm visual:review`, scripts/visual-review.mjs), which renders the same shots and
 * compares them with the baselines in __screenshots__/visual.test.tsx/<name>-chromium-linux.png.
 *
 * Key primitives and screens, the phone and print layouts, and every feature component's main
 * story in the default and the organisation theme (`<name>` and `<name>-organization`).
 * A story shot here must not depend on the clock or on chance: fixed dates and data.
 */
import * as AccessTokens from '../../src/features/profile/AccessTokens/AccessTokens.stories';
import * as WebhookDeliveries from '../../src/features/webhooks/WebhookDeliveries/WebhookDeliveries.stories';
import * as WebhookSettings from '../../src/features/webhooks/WebhookSettings/WebhookSettings.stories';
import * as AccountList from '../../src/features/accounts/AccountList/AccountList.stories';
import * as ApiAccessSettingsForm from '../../src/features/organization/ApiAccessSettingsForm/ApiAccessSettingsForm.stories';
import * as ApprovalList from '../../src/features/time/ApprovalList/ApprovalList.stories';
import * as AppShell from '../../src/features/shell/AppShell/AppShell.stories';
import * as BankEntryList from '../../src/features/bank/BankEntryList/BankEntryList.stories';
import * as BankStatementUpload from '../../src/features/bank/BankStatementUpload/BankStatementUpload.stories';
import * as AuditLog from '../../src/features/audit/AuditLog/AuditLog.stories';
import * as BillableSummary from '../../src/features/dashboard/BillableSummary/BillableSummary.stories';
import * as Card from '../../src/primitives/Card/Card.stories';
import * as ClientContactsPanel from '../../src/features/clients/ClientContactsPanel/ClientContactsPanel.stories';
import * as ClientDetailsCard from '../../src/features/clients/ClientDetailsCard/ClientDetailsCard.stories';
import * as ClientList from '../../src/features/clients/ClientList/ClientList.stories';
import * as ClientTabs from '../../src/features/clients/ClientTabs/ClientTabs.stories';
import * as ClientUpdatesPanel from '../../src/features/clients/ClientUpdatesPanel/ClientUpdatesPanel.stories';
import * as Dashboard from '../../src/features/dashboard/Dashboard/Dashboard.stories';
import * as DashboardChart from '../../src/features/dashboard/DashboardChart/DashboardChart.stories';
import * as DashboardNotes from '../../src/features/dashboard/DashboardNotes/DashboardNotes.stories';
import * as DashboardTable from '../../src/features/dashboard/DashboardTable/DashboardTable.stories';
import * as DatePicker from '../../src/primitives/DatePicker/DatePicker.stories';
import * as Dialog from '../../src/primitives/Dialog/Dialog.stories';
import * as ForgotPasswordForm from '../../src/features/auth/ForgotPasswordForm/ForgotPasswordForm.stories';
import * as ExpenseForm from '../../src/features/expenses/ExpenseForm/ExpenseForm.stories';
import * as ExpenseList from '../../src/features/expenses/ExpenseList/ExpenseList.stories';
import * as FormDialog from '../../src/patterns/FormDialog/FormDialog.stories';
import * as FrameOverlay from '../../src/features/shell/FrameOverlay/FrameOverlay.stories';
import * as GeneralSettingsForm from '../../src/features/organization/GeneralSettingsForm/GeneralSettingsForm.stories';
import * as HtmlContent from '../../src/primitives/HtmlContent/HtmlContent.stories';
import * as InvoiceDetail from '../../src/features/invoices/InvoiceDetail/InvoiceDetail.stories';
import * as InvoiceDialog from '../../src/features/invoices/InvoiceDialog/InvoiceDialog.stories';
import * as InvoiceExpensesDialog from '../../src/features/invoices/InvoiceExpensesDialog/InvoiceExpensesDialog.stories';
import * as InvoiceHistory from '../../src/features/audit/InvoiceHistory/InvoiceHistory.stories';
import * as InvoiceLineDialog from '../../src/features/invoices/InvoiceLineDialog/InvoiceLineDialog.stories';
import * as InvoiceLineTable from '../../src/features/invoices/InvoiceLineTable/InvoiceLineTable.stories';
import * as InvoiceList from '../../src/features/invoices/InvoiceList/InvoiceList.stories';
import * as InvoiceMailLog from '../../src/features/invoices/InvoiceMailLog/InvoiceMailLog.stories';
import * as InvoicePayments from '../../src/features/invoices/InvoicePayments/InvoicePayments.stories';
import * as InvoicePdfProgress from '../../src/features/invoices/InvoicePdfProgress/InvoicePdfProgress.stories';
import * as InvoicePrintPage from '../../src/features/invoices/InvoicePrintPage/InvoicePrintPage.stories';
import * as PublicQuote from '../../src/features/quotes/PublicQuote/PublicQuote.stories';
import * as QuoteDetail from '../../src/features/quotes/QuoteDetail/QuoteDetail.stories';
import * as QuoteList from '../../src/features/quotes/QuoteList/QuoteList.stories';
import * as InvoiceSettingsForm from '../../src/features/organization/InvoiceSettingsForm/InvoiceSettingsForm.stories';
import * as InvoiceStatusCards from '../../src/features/invoices/InvoiceStatusCards/InvoiceStatusCards.stories';
import * as InvoiceStatusMenu from '../../src/features/invoices/InvoiceStatusMenu/InvoiceStatusMenu.stories';
import * as JoinForm from '../../src/features/auth/JoinForm/JoinForm.stories';
import * as LoginForm from '../../src/features/auth/LoginForm/LoginForm.stories';
import * as LogoPanel from '../../src/features/organization/LogoPanel/LogoPanel.stories';
import * as MailTemplateSettings from '../../src/features/invoices/MailTemplateSettings/MailTemplateSettings.stories';
import * as MyData from '../../src/features/profile/MyData/MyData.stories';
import * as OrganizationDetailsCard from '../../src/features/organization/OrganizationDetailsCard/OrganizationDetailsCard.stories';
import * as OrganizationTabs from '../../src/features/organization/OrganizationTabs/OrganizationTabs.stories';
import * as ProfileTabs from '../../src/features/profile/ProfileTabs/ProfileTabs.stories';
import * as ProgressBar from '../../src/primitives/ProgressBar/ProgressBar.stories';
import * as ProjectActivities from '../../src/features/projects/ProjectActivities/ProjectActivities.stories';
import * as ProjectDetailsCard from '../../src/features/projects/ProjectDetailsCard/ProjectDetailsCard.stories';
import * as ProjectList from '../../src/features/projects/ProjectList/ProjectList.stories';
import * as ProjectTabs from '../../src/features/projects/ProjectTabs/ProjectTabs.stories';
import * as ReceivablesCard from '../../src/features/dashboard/ReceivablesCard/ReceivablesCard.stories';
import * as ReminderSettingsForm from '../../src/features/organization/ReminderSettingsForm/ReminderSettingsForm.stories';
import * as Reports from '../../src/features/reports/Reports/Reports.stories';
import * as ResetPasswordForm from '../../src/features/auth/ResetPasswordForm/ResetPasswordForm.stories';
import * as Select from '../../src/primitives/Select/Select.stories';
import * as SendInvoiceDialog from '../../src/features/invoices/SendInvoiceDialog/SendInvoiceDialog.stories';
import * as ServiceDetailsCard from '../../src/features/services/ServiceDetailsCard/ServiceDetailsCard.stories';
import * as ServiceList from '../../src/features/services/ServiceList/ServiceList.stories';
import * as ServiceTabs from '../../src/features/services/ServiceTabs/ServiceTabs.stories';
import * as SessionList from '../../src/features/profile/SessionList/SessionList.stories';
import * as SettingsTabs from '../../src/features/organization/SettingsTabs/SettingsTabs.stories';
import * as SignUpForm from '../../src/features/auth/SignUpForm/SignUpForm.stories';
import * as SingleSignOnSettings from '../../src/features/organization/SingleSignOnSettings/SingleSignOnSettings.stories';
import * as StatusScreen from '../../src/features/shell/StatusScreen/StatusScreen.stories';
import * as SubscriptionCard from '../../src/features/subscriptions/SubscriptionCard/SubscriptionCard.stories';
import * as SubscriptionList from '../../src/features/subscriptions/SubscriptionList/SubscriptionList.stories';
import * as Table from '../../src/primitives/Table/Table.stories';
import * as Tabs from '../../src/primitives/Tabs/Tabs.stories';
import * as TeamPanel from '../../src/features/organization/TeamPanel/TeamPanel.stories';
import * as ThemeSettingsForm from '../../src/features/organization/ThemeSettingsForm/ThemeSettingsForm.stories';
import * as TimeImportScreen from '../../src/features/import/TimeImportScreen/TimeImportScreen.stories';
import * as TimerControl from '../../src/features/time/TimerControl/TimerControl.stories';
import * as TimeSettingsForm from '../../src/features/organization/TimeSettingsForm/TimeSettingsForm.stories';
import * as TrackedTimeDialog from '../../src/features/invoices/TrackedTimeDialog/TrackedTimeDialog.stories';
import * as TwoFactorCodeForm from '../../src/features/auth/TwoFactorCodeForm/TwoFactorCodeForm.stories';
import * as TwoFactorPanel from '../../src/features/profile/TwoFactorPanel/TwoFactorPanel.stories';
import * as WeekApproval from '../../src/features/time/WeekApproval/WeekApproval.stories';
import * as WeekGrid from '../../src/features/time/WeekGrid/WeekGrid.stories';
import type { StoryModule } from './composeStory';

export interface Shot {
  /** Baseline file name (without browser, platform and extension); the test's name. */
  name: string;
  module: StoryModule;
  story: string;
  locale?: 'en' | 'nl';
  theme?: 'default' | 'organization' | 'print';
  /**
   * A dialog open over a story that renders (almost) nothing else: the canvas fills the viewport,
   * so the shot has the dialog, not the strip of backdrop over an "Open" button.
   */
  fill?: boolean;
}

/** A feature component's main story in the default theme and in the organisation theme. */
function inBothThemes(name: string, module: StoryModule, story: string, options: Pick<Shot, 'fill'> = {}): Shot[] {
  return [{ name, module, story, ...options }, ...inOrganizationTheme(name, module, story, options)];
}

/** The organisation theme only (the default theme is shot above, in a shot of its own). */
function inOrganizationTheme(name: string, module: StoryModule, story: string, options: Pick<Shot, 'fill'> = {}): Shot[] {
  return [{ name: `${name}-organization`, module, story, theme: 'organization', ...options }];
}

export const shots: Shot[] = [
  { name: 'LoginForm', module: LoginForm, story: 'Default' },
  { name: 'LoginForm-nl-organization', module: LoginForm, story: 'Default', locale: 'nl', theme: 'organization' },
  { name: 'ClientList', module: ClientList, story: 'Default' },
  // The story's dialog is open on mount: this is the open FormDialog over its page.
  { name: 'FormDialog-open', module: FormDialog, story: 'Default' },
  { name: 'AppShell', module: AppShell, story: 'Default' },
  { name: 'Table', module: Table, story: 'Default' },
  { name: 'Table-print', module: Table, story: 'Default', theme: 'print' },
  { name: 'Card', module: Card, story: 'Default' },
  { name: 'Tabs', module: Tabs, story: 'Horizontal' },
  { name: 'Select', module: Select, story: 'Default' },
  { name: 'DatePicker', module: DatePicker, story: 'Default' },
  { name: 'ProgressBar', module: ProgressBar, story: 'Determinate' },
  { name: 'HtmlContent', module: HtmlContent, story: 'Default' },
  // The screens a freelancer opens the app for: the time sheet, the dashboard, the invoices and
  // the printed invoice, and the frame's error screen (all with fixed dates and data).
  { name: 'WeekGrid', module: WeekGrid, story: 'Default' },
  { name: 'WeekGrid-readonly-nl-organization', module: WeekGrid, story: 'Dutch', locale: 'nl', theme: 'organization' },
  { name: 'Dashboard', module: Dashboard, story: 'Month' },
  { name: 'InvoiceList', module: InvoiceList, story: 'Default' },
  { name: 'InvoiceLineTable', module: InvoiceLineTable, story: 'Default' },
  { name: 'InvoicePrintPage-nl', module: InvoicePrintPage, story: 'Dutch', locale: 'nl' },
  { name: 'StatusScreen', module: StatusScreen, story: 'Error' },
  // On a 390 px phone a table's rows are cards with every amount in view.
  { name: 'Table-phone', module: Table, story: 'PhoneCards' },
  { name: 'InvoiceLineTable-phone', module: InvoiceLineTable, story: 'Phone' },
  // A dialog with a long body on a 390 × 844 px phone: full width less 8 px, actions in view.
  { name: 'Dialog-phone', module: Dialog, story: 'Phone' },
  // Every feature component's main story in both themes (LoginForm and WeekGrid: above): the
  // first story of its file; FrameOverlay offline and TimerControl running, as idle they show
  // (almost) nothing. Where the organisation's colours touch nothing in the story, its two shots
  // are alike: they stay, to catch a component that starts (or stops) following the theme.
  ...inBothThemes('AccountList', AccountList, 'Default'),
  ...inBothThemes('AuditLog', AuditLog, 'Trail'),
  ...inBothThemes('InvoiceHistory', InvoiceHistory, 'History'),
  ...inBothThemes('ForgotPasswordForm', ForgotPasswordForm, 'Default'),
  ...inBothThemes('JoinForm', JoinForm, 'Default'),
  ...inBothThemes('ResetPasswordForm', ResetPasswordForm, 'Default'),
  ...inBothThemes('SignUpForm', SignUpForm, 'Default'),
  ...inBothThemes('TwoFactorCodeForm', TwoFactorCodeForm, 'Default'),
  ...inBothThemes('ClientContactsPanel', ClientContactsPanel, 'Default'),
  ...inBothThemes('ClientDetailsCard', ClientDetailsCard, 'Full'),
  ...inOrganizationTheme('ClientList', ClientList, 'Default'),
  ...inBothThemes('ClientTabs', ClientTabs, 'Default'),
  ...inBothThemes('ClientUpdatesPanel', ClientUpdatesPanel, 'MixedReadonlyAndOwn'),
  ...inBothThemes('BillableSummary', BillableSummary, 'Default'),
  ...inOrganizationTheme('Dashboard', Dashboard, 'Month'),
  ...inBothThemes('DashboardChart', DashboardChart, 'Month'),
  ...inBothThemes('DashboardNotes', DashboardNotes, 'Default'),
  ...inBothThemes('DashboardTable', DashboardTable, 'ByProject'),
  ...inBothThemes('ReceivablesCard', ReceivablesCard, 'Default'),
  ...inBothThemes('TimeImportScreen', TimeImportScreen, 'Upload'),
  ...inBothThemes('QuoteList', QuoteList, 'Default'),
  ...inBothThemes('QuoteDetail', QuoteDetail, 'Concept'),
  ...inBothThemes('PublicQuote', PublicQuote, 'Default'),
  ...inBothThemes('InvoiceDetail', InvoiceDetail, 'Concept'),
  ...inBothThemes('InvoiceDialog', InvoiceDialog, 'Add', { fill: true }),
  ...inBothThemes('InvoiceLineDialog', InvoiceLineDialog, 'Add', { fill: true }),
  ...inOrganizationTheme('InvoiceLineTable', InvoiceLineTable, 'Default'),
  ...inOrganizationTheme('InvoiceList', InvoiceList, 'Default'),
  ...inBothThemes('InvoiceMailLog', InvoiceMailLog, 'Log'),
  ...inBothThemes('InvoicePayments', InvoicePayments, 'PartlyPaid'),
  ...inBothThemes('InvoicePdfProgress', InvoicePdfProgress, 'Default', { fill: true }),
  ...inOrganizationTheme('InvoicePrintPage', InvoicePrintPage, 'English'),
  ...inBothThemes('InvoiceStatusCards', InvoiceStatusCards, 'Default'),
  ...inBothThemes('InvoiceStatusMenu', InvoiceStatusMenu, 'Concept'),
  ...inBothThemes('MailTemplateSettings', MailTemplateSettings, 'Edit'),
  ...inBothThemes('SendInvoiceDialog', SendInvoiceDialog, 'Send'),
  ...inBothThemes('TrackedTimeDialog', TrackedTimeDialog, 'Groups', { fill: true }),
  ...inBothThemes('InvoiceExpensesDialog', InvoiceExpensesDialog, 'WithExpenses', { fill: true }),
  ...inBothThemes('GeneralSettingsForm', GeneralSettingsForm, 'Default'),
  ...inBothThemes('ApiAccessSettingsForm', ApiAccessSettingsForm, 'AddOrigins'),
  ...inBothThemes('InvoiceSettingsForm', InvoiceSettingsForm, 'Default'),
  ...inBothThemes('LogoPanel', LogoPanel, 'Default'),
  ...inBothThemes('OrganizationDetailsCard', OrganizationDetailsCard, 'Default'),
  ...inBothThemes('OrganizationTabs', OrganizationTabs, 'Default'),
  ...inBothThemes('ReminderSettingsForm', ReminderSettingsForm, 'Default'),
  ...inBothThemes('SingleSignOnSettings', SingleSignOnSettings, 'Connected'),
  ...inBothThemes('SettingsTabs', SettingsTabs, 'Default'),
  ...inBothThemes('TeamPanel', TeamPanel, 'Default'),
  ...inBothThemes('ThemeSettingsForm', ThemeSettingsForm, 'Default'),
  ...inBothThemes('TimeSettingsForm', TimeSettingsForm, 'Default'),
  ...inBothThemes('AccessTokens', AccessTokens, 'Tokens'),
  ...inBothThemes('WebhookSettings', WebhookSettings, 'Endpoints'),
  ...inBothThemes('WebhookDeliveries', WebhookDeliveries, 'Log'),
  ...inBothThemes('MyData', MyData, 'Member'),
  ...inBothThemes('ProfileTabs', ProfileTabs, 'Details'),
  ...inBothThemes('SessionList', SessionList, 'Sessions'),
  ...inBothThemes('TwoFactorPanel', TwoFactorPanel, 'Off'),
  ...inBothThemes('ProjectActivities', ProjectActivities, 'Default'),
  ...inBothThemes('ProjectDetailsCard', ProjectDetailsCard, 'Default'),
  ...inBothThemes('ProjectList', ProjectList, 'Default'),
  ...inBothThemes('ProjectTabs', ProjectTabs, 'Default'),
  ...inBothThemes('Reports', Reports, 'Grouped'),
  ...inBothThemes('ServiceDetailsCard', ServiceDetailsCard, 'Default'),
  ...inBothThemes('ServiceList', ServiceList, 'Default'),
  ...inBothThemes('ServiceTabs', ServiceTabs, 'Default'),
  // The shell takes the organisation's colours from its `theme` prop, not from the story's theme.
  ...inOrganizationTheme('AppShell', AppShell, 'OrganizationTheme'),
  ...inBothThemes('FrameOverlay', FrameOverlay, 'Offline'),
  ...inOrganizationTheme('StatusScreen', StatusScreen, 'Error'),
  ...inBothThemes('SubscriptionCard', SubscriptionCard, 'WithEndDate'),
  ...inBothThemes('SubscriptionList', SubscriptionList, 'Default'),
  ...inBothThemes('ApprovalList', ApprovalList, 'Default'),
  ...inBothThemes('TimerControl', TimerControl, 'Running'),
  ...inBothThemes('WeekApproval', WeekApproval, 'Open'),
  ...inBothThemes('ExpenseList', ExpenseList, 'Expenses'),
  ...inBothThemes('ExpenseForm', ExpenseForm, 'New', { fill: true }),
  ...inBothThemes('BankStatementUpload', BankStatementUpload, 'Default'),
  ...inBothThemes('BankEntryList', BankEntryList, 'WithProposals'),
];

const seen = new Set<string>();
for (const shot of shots) {
  if (seen.has(shot.name)) throw new Error(`Two visual shots are named ${shot.name}`);
  seen.add(shot.name);
}
