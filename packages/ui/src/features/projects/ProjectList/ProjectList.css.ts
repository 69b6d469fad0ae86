import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The add dialog's note on what is filled in later. */
export const dialogDescription = style({ margin: 0, color: vars.color.onSurface });

/** A budget's use past its amount: in words ('over budget'), in the danger text colour and weight besides. */
export const overBudget = style({ color: vars.color.dangerText, fontWeight: vars.font.weight.medium });
