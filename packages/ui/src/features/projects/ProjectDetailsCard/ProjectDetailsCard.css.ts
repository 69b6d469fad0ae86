import { style } from '@vanilla-extract/css';

/** The description's HTML lays out its own blocks: the detail list's line-break handling does not apply to it. */
export const description = style({ whiteSpace: 'normal' });
