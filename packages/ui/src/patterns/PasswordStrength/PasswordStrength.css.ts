import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const meter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
});

export const value = style({ fontWeight: vars.font.weight.medium });

export const bars = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xxs });

const bar = style({ height: 6, borderRadius: vars.radius.full, border: `1px solid ${vars.color.inputBorder}` });

/** A segment left empty, or filled in the colour of the verdict: too weak, nearly, strong enough. */
export const segment = styleVariants({
  empty: [bar, { background: 'transparent' }],
  weak: [bar, { background: vars.color.danger, borderColor: vars.color.danger }],
  fair: [bar, { background: vars.color.warning, borderColor: vars.color.warning }],
  strong: [bar, { background: vars.color.success, borderColor: vars.color.success }],
});

export const reason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onSurface, overflowWrap: 'anywhere' });

/** The password field with its meter under it, closer together than the form's fields. */
export const withField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
