import { makeIcon } from '../makeIcon';

/** Three dots: more actions. */
export const MoreIcon = /* @__PURE__ */ makeIcon(
  'MoreIcon',
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
);
