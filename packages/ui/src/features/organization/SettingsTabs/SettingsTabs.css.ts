import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The Invoices panel's cards under each other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
