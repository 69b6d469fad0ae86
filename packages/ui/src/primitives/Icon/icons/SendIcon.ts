import { makeIcon } from '../makeIcon';

/** A paper plane: send by mail. */
export const SendIcon = /* @__PURE__ */ makeIcon('SendIcon', 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z');
