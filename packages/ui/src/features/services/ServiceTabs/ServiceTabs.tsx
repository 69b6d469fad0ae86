import type { Service } from '@kwartier/api';
import { useEffect, type ReactNode } from 'react';
import { preloadRichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { TabbedPage } from '../../../patterns/TabbedPage/TabbedPage';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ServiceTabs.messages';

/** The tabs of {@link ServiceTabs}. */
export type ServiceTab = 'details' | 'subscriptions';

/** Props of {@link ServiceTabs}. */
export interface ServiceTabsProps {
  /** The service (a `Service` will do): its name is the page's title. */
  service: Pick<Service, 'name'>;
  /** The Details panel, e.g. a {@link ServiceDetailsCard}. */
  details: ReactNode;
  /** The Subscriptions panel: the service's subscriptions (the subscriptions feature's list). */
  subscriptions: ReactNode;
  /** The open tab (controlled), e.g. from the URL's `?tab=`; pair it with `onTabChange`. */
  selectedTab?: ServiceTab;
  /** The tab open at first when uncontrolled. Defaults to `details`. */
  defaultSelectedTab?: ServiceTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: ServiceTab) => void;
}

/**
 * The service screen's layout (/services/{id}): the service's name as the page heading and
 * vertical tabs Details and Subscriptions around the panels the app passes in. Only the open
 * panel is mounted. The Details tab's edit dialog holds a rich-text editor, whose code starts
 * loading with this page so the dialog opens without waiting.
 */
export function ServiceTabs({ service, details, subscriptions, selectedTab, defaultSelectedTab = 'details', onTabChange }: ServiceTabsProps) {
  const t = useMessages(messages);
  // Starts loading the editor's chunk (a module outside React; loading it twice is harmless). A
  // failure here is not shown: the editor reports it when it is opened.
  useEffect(() => {
    preloadRichTextEditor().catch(() => {});
  }, []);
  return (
    <TabbedPage<ServiceTab>
      title={service.name}
      selectedTab={selectedTab}
      defaultSelectedTab={defaultSelectedTab}
      onTabChange={onTabChange}
      tabs={[
        { id: 'details', label: t('details'), content: details },
        { id: 'subscriptions', label: t('subscriptions'), content: subscriptions },
      ]}
    />
  );
}
