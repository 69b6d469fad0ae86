import type { Flag } from '../db/schema.js';

/** A toggled flag (a client's or member's `active`, a member's `admin`): on becomes off and back. */
export function flipped(flag: Flag): Flag {
  return flag === 1 ? 0 : 1;
}
