import { makeIcon } from '../makeIcon';

/** A bar chart: dashboard. */
export const DashboardIcon = /* @__PURE__ */ makeIcon('DashboardIcon', 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z');
