import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../../internal/styles/focusRing';

/** The closed picker: looks like a text input holding the date segments and the calendar button. */
export const group = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: 40,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.onSurface },
    '&[data-focus-within]': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focus-within]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '[data-disabled] > &': { background: vars.color.surfaceVariant, color: vars.color.muted, cursor: 'not-allowed' },
    '[data-readonly] > &': { background: vars.color.surfaceVariant },
  },
});

export const dateField = style({ flex: 1, minWidth: 0 });

export const segments = style({
  display: 'flex',
  alignItems: 'center',
  // Digits keep their width, so the date does not jiggle while typing.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.muted },
  },
});

export const separator = style({ color: vars.color.muted });

export const hiddenInput = style(visuallyHiddenRule);

export const calendarButton = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onSurface,
  fontSize: 20,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceVariant },
    '&[data-pressed]': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 92%, black)` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});

/** The date picker menu is 290 px wide. */
export const popover = style({
  boxSizing: 'border-box',
  width: 290,
  maxWidth: '100vw',
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  outline: 'none',
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendar = style({ fontFamily: vars.font.family, fontSize: vars.font.size.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const heading = style({
  flex: 1,
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const headerCell = style({
  padding: `${vars.space.xs} 0`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.muted,
  textAlign: 'center',
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  margin: '1px auto',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceVariant },
    '&[data-pressed]': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 92%, black)` },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-today]:not([data-selected])': { fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    '&[data-outside-month]': { display: 'none' },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.muted,
      cursor: 'not-allowed',
      background: 'transparent',
      textDecoration: 'line-through',
    },
  },
});

/** The field a lazily loaded picker shows until its code is there (LazyDatePicker.tsx): the group's box, as a button. */
export const preview = style({ margin: 0, textAlign: 'start', cursor: 'text' });

/** LazyDatePicker's own element: no box of its own, so the field sits in its form as a DatePicker does. */
export const lazyField = style({ display: 'contents' });
