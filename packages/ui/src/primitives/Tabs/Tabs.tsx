import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import * as styles from './Tabs.css';

/** One tab of {@link Tabs}: its label and its panel. */
export interface TabItem {
  /** Identifies the tab in `selectedKey`, `defaultSelectedKey`, `onSelectionChange` and `disabledKeys`. */
  id: Key;
  /** Visible text of the tab (already translated). */
  label: string;
  /** What the tab shows. Only the selected tab's content is mounted. */
  content: ReactNode;
  /** Shows the tab but makes it unavailable; arrow keys skip it. */
  isDisabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /**
   * `vertical` (default): the tab list on the left of the panel, as on Kwartier's detail pages
   * (client, organisation, settings); Arrow Up/Down move between tabs. `horizontal`: the list
   * above the panel; Arrow Left/Right move.
   */
  orientation?: 'vertical' | 'horizontal';
  /** The selected tab's id (controlled), e.g. from the URL. Pair it with `onSelectionChange`. */
  selectedKey?: Key;
  /** The tab selected first when uncontrolled. Defaults to the first tab that is not disabled. */
  defaultSelectedKey?: Key;
  /** Called with the id of the tab the user selects. */
  onSelectionChange?: (id: Key) => void;
  /** Ids of tabs that are shown but cannot be selected. */
  disabledKeys?: Iterable<Key>;
  /** Disables every tab. */
  isDisabled?: boolean;
  /**
   * `automatic` (default): moving with the arrow keys selects the tab. `manual`: arrow keys only
   * move focus and Enter or Space selects, for panels that are slow to render.
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** Accessible name of the tab list, e.g. the page's subject ("Client details"). */
  'aria-label'?: string;
  /** Id of an element naming the tab list, e.g. the page heading. */
  'aria-labelledby'?: string;
  /** Extra class for the whole component. */
  className?: string;
}

/**
 * Tabs with panels (react-aria Tabs: tablist, tab, tabpanel). Tab moves from the selected tab
 * into its panel; arrow keys, Home and End move between tabs.
 *
 * ### Do
 * - Name the tab list with `aria-label` or `aria-labelledby` (the page heading).
 * - Control it from the URL (`selectedKey` with `onSelectionChange`) when a tab should be linkable.
 * - Use `keyboardActivation="manual"` when a panel is slow to render.
 *
 * ### Don't
 * - Use tabs for steps that must be done in order (a wizard).
 * - Let one Save apply to fields in several panels: each panel saves its own, so no error hides in a
 *   panel out of view.
 */
export function Tabs({
  items,
  orientation = 'vertical',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  className,
  ...props
}: TabsProps) {
  return (
    <AriaTabs
      {...props}
      orientation={orientation}
      className={className ? `${styles.tabs} ${className}` : styles.tabs}
    >
      <TabList items={items} aria-label={ariaLabel} aria-labelledby={ariaLabelledby} className={styles.tabList}>
        {(item) => (
          <Tab id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
