import { makeIcon } from '../makeIcon';

/** A chevron pointing left: previous (week, period). */
export const ChevronLeftIcon = /* @__PURE__ */ makeIcon('ChevronLeftIcon', 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
