import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The add dialog's note on what is filled in later. */
export const dialogDescription = style({ margin: 0, color: vars.color.onSurface });
