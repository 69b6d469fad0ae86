import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The copy dialog's note on which invoice is copied. */
export const note = style({ margin: 0, color: vars.color.onSurface, overflowWrap: 'anywhere' });
