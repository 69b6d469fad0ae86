import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
