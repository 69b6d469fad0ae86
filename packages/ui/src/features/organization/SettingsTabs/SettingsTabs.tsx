import { useId, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './SettingsTabs.messages';
import * as styles from './SettingsTabs.css';

/** The tabs of {@link SettingsTabs}. */
export type SettingsTab = 'general' | 'theme' | 'invoices';

/** Props of {@link SettingsTabs}. */
export interface SettingsTabsProps {
  /** The General Settings panel, e.g. a {@link GeneralSettingsForm}. */
  general: ReactNode;
  /** The Theme panel, e.g. a {@link ThemeSettingsForm}. */
  theme: ReactNode;
  /** The Invoices panel, e.g. an {@link InvoiceSettingsForm}. */
  invoices: ReactNode;
  /** The open tab (controlled), e.g. from the URL; pair it with `onTabChange`. */
  selectedTab?: SettingsTab;
  /** The tab open at first when uncontrolled. Defaults to `general`. */
  defaultSelectedTab?: SettingsTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: SettingsTab) => void;
}

/**
 * The settings screen's layout (/settings): the page heading and vertical tabs General
 * Settings, Theme and Invoices around the panels the app passes in. Only the open panel is mounted.
 */
export function SettingsTabs({ general, theme, invoices, selectedTab, defaultSelectedTab = 'general', onTabChange }: SettingsTabsProps) {
  const t = useMessages(messages);
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('title')}
      </h1>
      <Tabs
        aria-labelledby={titleId}
        selectedKey={selectedTab}
        defaultSelectedKey={defaultSelectedTab}
        onSelectionChange={onTabChange ? (key: Key) => onTabChange(key as SettingsTab) : undefined}
        items={[
          { id: 'general', label: t('general'), content: general },
          { id: 'theme', label: t('theme'), content: theme },
          { id: 'invoices', label: t('invoices'), content: invoices },
        ]}
      />
    </section>
  );
}
