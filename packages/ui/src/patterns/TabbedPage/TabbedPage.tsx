import { useId, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Tabs } from '../../primitives/Tabs/Tabs';
import { PageHeader } from '../PageHeader/PageHeader';
import * as styles from './TabbedPage.css';

/** One tab of a {@link TabbedPage}. */
export interface TabbedPageTab<T extends string> {
  id: T;
  /** The tab's visible name (already translated). */
  label: string;
  /** The panel; mounted only while its tab is open. */
  content: ReactNode;
}

/** Props of {@link TabbedPage}. */
export interface TabbedPageProps<T extends string> {
  /** The page's title: its one `h1`, which also names the section and the tab list. */
  title: string;
  /** Decorative content before the title inside the `h1`, e.g. a client's colour dot (see {@link PageHeader}). */
  titleStart?: ReactNode;
  tabs: readonly TabbedPageTab<T>[];
  /** The open tab (controlled), e.g. from the URL's `?tab=`; pair it with `onTabChange`. */
  selectedTab?: T;
  /** The tab open at first when uncontrolled. Defaults to the first tab. */
  defaultSelectedTab?: T;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: T) => void;
  /** Vertical tabs beside the panel (default) or horizontal tabs above it. */
  orientation?: 'vertical' | 'horizontal';
}

/**
 * A page of tabs: the page heading, then the tabs around the open panel. Controlled with
 * `selectedTab` + `onTabChange` (the app keeps the tab in its URL), or uncontrolled.
 */
export function TabbedPage<T extends string>({
  title,
  titleStart,
  tabs,
  selectedTab,
  defaultSelectedTab,
  onTabChange,
  orientation = 'vertical',
}: TabbedPageProps<T>) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <PageHeader title={title} titleId={titleId} titleStart={titleStart} />
      <Tabs
        orientation={orientation}
        aria-labelledby={titleId}
        selectedKey={selectedTab}
        defaultSelectedKey={defaultSelectedTab ?? tabs[0]?.id}
        onSelectionChange={onTabChange ? (key: Key) => onTabChange(key as T) : undefined}
        items={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: tab.content }))}
      />
    </section>
  );
}
