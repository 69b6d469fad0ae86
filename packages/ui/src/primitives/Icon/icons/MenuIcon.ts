import { makeIcon } from '../makeIcon';

/** Three lines: opens the navigation on a narrow screen. */
export const MenuIcon = /* @__PURE__ */ makeIcon('MenuIcon', 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z');
