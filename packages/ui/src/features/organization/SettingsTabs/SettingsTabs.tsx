import type { ReactNode } from 'react';
import { TabbedPage } from '../../../patterns/TabbedPage/TabbedPage';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './SettingsTabs.messages';

/** The tabs of {@link SettingsTabs}. */
export type SettingsTab = 'general' | 'theme' | 'invoices' | 'time' | 'expenses' | 'webhooks';

/** Props of {@link SettingsTabs}. */
export interface SettingsTabsProps {
  /** The General Settings panel, e.g. a {@link GeneralSettingsForm} and an {@link ApiAccessSettingsForm} (API access). */
  general: ReactNode;
  /** The Theme panel, e.g. a {@link ThemeSettingsForm}. */
  theme: ReactNode;
  /** The Invoices panel, e.g. an {@link InvoiceSettingsForm}. */
  invoices: ReactNode;
  /** The Time panel, e.g. a {@link TimeSettingsForm}; without it there is no Time tab. */
  time?: ReactNode;
  /** The Expenses panel, e.g. the expenses area's `ExpenseCategories`; without it there is no Expenses tab. */
  expenses?: ReactNode;
  /** The Webhooks panel, e.g. a {@link WebhookSettings}; without it there is no Webhooks tab. */
  webhooks?: ReactNode;
  /** Under the Invoices panel: the mail templates (the invoices area's `MailTemplateSettings`). */
  mailTemplates?: ReactNode;
  /** The open tab (controlled), e.g. from the URL; pair it with `onTabChange`. */
  selectedTab?: SettingsTab;
  /** The tab open at first when uncontrolled. Defaults to `general`. */
  defaultSelectedTab?: SettingsTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: SettingsTab) => void;
}

/**
 * The settings screen's layout (/settings): the page heading and vertical tabs General
 * Settings, Theme, Invoices (and Time, Expenses and Webhooks, when given) around the panels the app passes in. Only the open panel is mounted.
 */
export function SettingsTabs({ general, theme, invoices, time, expenses, webhooks, mailTemplates, selectedTab, defaultSelectedTab = 'general', onTabChange }: SettingsTabsProps) {
  const t = useMessages(messages);
  return (
    <TabbedPage<SettingsTab>
      title={t('title')}
      selectedTab={selectedTab}
      defaultSelectedTab={defaultSelectedTab}
      onTabChange={onTabChange}
      tabs={[
        { id: 'general', label: t('general'), content: general },
        { id: 'theme', label: t('theme'), content: theme },
        {
          id: 'invoices',
          label: t('invoices'),
          // The panel spaces its cards (primitives/Tabs).
          content: (
            <>
              {invoices}
              {mailTemplates}
            </>
          ),
        },
        ...(time != null ? [{ id: 'time' as const, label: t('time'), content: time }] : []),
        ...(expenses != null ? [{ id: 'expenses' as const, label: t('expenses'), content: expenses }] : []),
        ...(webhooks != null ? [{ id: 'webhooks' as const, label: t('webhooks'), content: webhooks }] : []),
      ]}
    />
  );
}
