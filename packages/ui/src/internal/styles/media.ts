/**
 * A screen used by touch alone (a phone, a tablet without mouse): no pointer hovers and the one
 * there is, a finger, is coarse. Help about keys is left out there.
 */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';
