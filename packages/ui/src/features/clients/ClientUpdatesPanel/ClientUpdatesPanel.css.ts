import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
});

/** The new update's field with its button under it, at the end. */
export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const composerField = style({ alignSelf: 'stretch' });

export const empty = style({ margin: 0, color: vars.color.onBackground, fontSize: vars.font.size.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  boxSizing: 'border-box',
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** Author, moment and 'edited' on one line (wrapping when narrow), the actions at its end. */
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const unknownUser = style({ fontStyle: 'italic', color: vars.color.muted, fontWeight: vars.font.weight.regular });

export const muted = style({ color: vars.color.muted });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  // Icon buttons are 32 px high: keep the line compact.
  marginBlock: `calc(-1 * ${vars.space.xs})`,
});

/** The padlock of an update only its author may change. */
export const lock = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  color: vars.color.muted,
});

/** The text as written: its line breaks kept, long words broken rather than overflowing. */
export const text = style({
  margin: `${vars.space.sm} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
