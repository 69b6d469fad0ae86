import { style, styleVariants } from '@vanilla-extract/css';
import { statusBadge } from '../../../patterns/statusBadge/statusBadge.css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground, overflowWrap: 'anywhere' });

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.onBackground });

export const cellStack = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const secondary = style({ fontSize: vars.font.size.sm, color: vars.color.onBackground });


export const badge = styleVariants({
  pending: [statusBadge, { borderColor: vars.color.primary }],
  delivered: [statusBadge, { borderColor: vars.color.success }],
  failed: [statusBadge, { borderColor: vars.color.danger }],
});

export const answer = style({ minWidth: 0, maxWidth: '32rem' });

export const answerSummary = style({ cursor: 'pointer', overflowWrap: 'anywhere' });

export const answerBody = style({ margin: `${vars.space.xs} 0 0`, fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

