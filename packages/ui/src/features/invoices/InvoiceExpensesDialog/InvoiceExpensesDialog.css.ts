import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The grouping and what its lines will say, close together. */
export const grouping = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** What the chosen grouping makes of the expenses: small and muted. */
export const groupingNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted });

/** A description wraps rather than widening the table. */
export const description = style({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
