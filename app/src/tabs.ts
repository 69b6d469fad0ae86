/**
 * The open tab of a page with tabs, kept in the URL as `?tab=` so a link, a reload and
 * back/forward open the same tab. The first tab is the default and is left out of the URL;
 * an unknown value falls back to it.
 */
export function tabSearch<Tab extends string>(tabs: readonly [Tab, ...Tab[]]) {
  const [defaultTab] = tabs;
  return {
    /** The route's `validateSearch`. */
    validateSearch(search: Record<string, unknown>): { tab?: Tab } {
      const tab = search.tab;
      const valid = typeof tab === 'string' && tab !== defaultTab && (tabs as readonly string[]).includes(tab);
      // `tab: undefined` rather than leaving it out: the router merges the raw search of the
      // routes above (which do not validate) under this result.
      return { tab: valid ? (tab as Tab) : undefined };
    },
    /** The tab a validated search opens. */
    tabOf(search: { tab?: Tab }): Tab {
      return search.tab ?? defaultTab;
    },
    /** The search that opens `tab`. */
    searchFor(tab: Tab): { tab?: Tab } {
      return tab === defaultTab ? {} : { tab };
    },
  };
}
