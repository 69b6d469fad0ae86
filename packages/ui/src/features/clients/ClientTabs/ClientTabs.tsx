import type { Client } from '@kwartier/api';
import type { ReactNode } from 'react';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { TabbedPage } from '../../../patterns/TabbedPage/TabbedPage';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ClientTabs.messages';

/** The tabs of {@link ClientTabs}. */
export type ClientTab = 'details' | 'contacts' | 'updates';

/** Props of {@link ClientTabs}. */
export interface ClientTabsProps {
  /** The client (a `Client` will do): its name is the page's title, its colour (if any) a dot before it. */
  client: Pick<Client, 'name' | 'color'>;
  /** The Details panel, e.g. a {@link ClientDetailsCard}. */
  details: ReactNode;
  /** The Contacts panel, e.g. a {@link ClientContactsPanel}. */
  contacts: ReactNode;
  /** The Updates panel, e.g. a {@link ClientUpdatesPanel}. */
  updates: ReactNode;
  /** The open tab (controlled), e.g. from the URL's `?tab=`; pair it with `onTabChange`. */
  selectedTab?: ClientTab;
  /** The tab open at first when uncontrolled. Defaults to `details`. */
  defaultSelectedTab?: ClientTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: ClientTab) => void;
}

/**
 * The client screen's layout (/clients/{id}): the client's name as the page heading, after its
 * colour dot, and vertical tabs Details, Contacts and Updates around the panels the app passes
 * in. Only the open panel is mounted.
 */
export function ClientTabs({ client, details, contacts, updates, selectedTab, defaultSelectedTab = 'details', onTabChange }: ClientTabsProps) {
  const t = useMessages(messages);
  return (
    <TabbedPage<ClientTab>
      title={client.name}
      titleStart={client.color ? <ColorDot color={client.color} size={20} /> : undefined}
      selectedTab={selectedTab}
      defaultSelectedTab={defaultSelectedTab}
      onTabChange={onTabChange}
      tabs={[
        { id: 'details', label: t('details'), content: details },
        { id: 'contacts', label: t('contacts'), content: contacts },
        { id: 'updates', label: t('updates'), content: updates },
      ]}
    />
  );
}
