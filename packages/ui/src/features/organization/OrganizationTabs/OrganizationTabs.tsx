import type { ReactNode } from 'react';
import { TabbedPage } from '../../../patterns/TabbedPage/TabbedPage';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './OrganizationTabs.messages';

/** The tabs of {@link OrganizationTabs}. */
export type OrganizationTab = 'details' | 'team' | 'logo';

/** Props of {@link OrganizationTabs}. */
export interface OrganizationTabsProps {
  /** The Details panel, e.g. an {@link OrganizationDetailsCard}. */
  details: ReactNode;
  /** The Team panel, e.g. a {@link TeamPanel}. */
  team: ReactNode;
  /** The Logo panel, e.g. a {@link LogoPanel}. */
  logo: ReactNode;
  /** The open tab (controlled), e.g. from the URL; pair it with `onTabChange`. */
  selectedTab?: OrganizationTab;
  /** The tab open at first when uncontrolled. Defaults to `details`. */
  defaultSelectedTab?: OrganizationTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: OrganizationTab) => void;
}

/**
 * The organisation screen's layout (/organization): the page heading and vertical tabs
 * Details, Team and Logo around the panels the app passes in. Only the open panel is mounted.
 */
export function OrganizationTabs({ details, team, logo, selectedTab, defaultSelectedTab = 'details', onTabChange }: OrganizationTabsProps) {
  const t = useMessages(messages);
  return (
    <TabbedPage<OrganizationTab>
      title={t('title')}
      selectedTab={selectedTab}
      defaultSelectedTab={defaultSelectedTab}
      onTabChange={onTabChange}
      tabs={[
        { id: 'details', label: t('details'), content: details },
        { id: 'team', label: t('team'), content: team },
        { id: 'logo', label: t('logo'), content: logo },
      ]}
    />
  );
}
