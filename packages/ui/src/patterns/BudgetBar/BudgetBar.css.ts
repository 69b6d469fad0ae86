import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
});

export const figures = style({ fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: 8,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.inputBorder}`,
  overflow: 'hidden',
});

const fillBase = style({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, borderRadius: vars.radius.full });

/** Within the budget, or over it: over, the bar is full and striped, so it does not rest on colour alone. */
export const fill = styleVariants({
  within: [fillBase, { background: vars.color.primary }],
  over: [
    fillBase,
    {
      background: `repeating-linear-gradient(135deg, ${vars.color.danger} 0 6px, ${vars.color.onDanger} 6px 8px)`,
    },
  ],
});

export const note = styleVariants({
  within: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted },
  over: { margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText, fontWeight: vars.font.weight.medium },
});

export const none = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted });
