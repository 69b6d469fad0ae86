import { makeIcon } from '../makeIcon';

/** A minus: indeterminate. */
export const MinusIcon = /* @__PURE__ */ makeIcon('MinusIcon', 'M19 13H5v-2h14z');
