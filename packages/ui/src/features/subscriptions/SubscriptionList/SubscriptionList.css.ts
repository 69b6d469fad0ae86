import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** 'No end date': quieter than a date. */
export const muted = style({ color: vars.color.muted });
