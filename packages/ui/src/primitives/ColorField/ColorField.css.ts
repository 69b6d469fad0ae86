import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../../internal/styles/field.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const hexInput = style([
  input,
  { flex: 1, minWidth: 0, fontFamily: vars.font.familyMono },
]);

/**
 * Translucent colours are drawn over a checkerboard so their opacity is visible. The pattern is
 * built from the theme's surface colours, so it follows the theme.
 */
const checkerboard = {
  backgroundColor: vars.color.surface,
  backgroundImage: `conic-gradient(${vars.color.border} 0 25%, transparent 0 50%, ${vars.color.border} 0 75%, transparent 0)`,
  backgroundSize: '12px 12px',
};

export const swatchButton = style({
  flex: 'none',
  boxSizing: 'border-box',
  width: 40,
  height: 40,
  padding: 3,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.onSurface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Under the swatch: a checkerboard, so a translucent colour shows its opacity. */
export const swatchBackdrop = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.onSurface} 20%, transparent)`,
  ...checkerboard,
});

/** react-aria paints the colour inline as the swatch's background colour. */
export const swatch = style({ width: '100%', height: '100%' });

export const popover = style({
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 224,
  padding: vars.space.md,
  outline: 'none',
});

export const area = style({ width: '100%', height: 160, borderRadius: vars.radius.md, flex: 'none' });

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
});

export const sliderLabel = style({ fontWeight: vars.font.weight.medium });

export const sliderOutput = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.muted });

/** Behind the track: the checkerboard that makes the alpha gradient visible. */
export const trackBackdrop = style({
  gridColumn: '1 / -1',
  // Half a thumb on each side, so the thumb stays within the field at 0% and 100%.
  marginInline: 10,
  // Only the track fades when disabled; the label and value stay readable (AA).
  selectors: { [`${slider}[data-disabled] &`]: { opacity: 0.55 } },
  height: 20,
  borderRadius: vars.radius.sm,
  ...checkerboard,
});

/** react-aria paints the channel's gradient inline on the track. */
export const track = style({ position: 'relative', height: '100%', borderRadius: vars.radius.sm });

/** A fixed-height strip for the hue slider (its gradient is opaque: no checkerboard). */
export const hueTrack = style({ gridColumn: '1 / -1', position: 'relative', height: 20, borderRadius: vars.radius.sm });

export const thumb = style({
  top: '50%',
  width: 20,
  height: 20,
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.surface}`,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 1px ${vars.color.onSurface}, ${vars.elevation.sm}`,
  selectors: {
    '&[data-focus-visible]': {
      width: 24,
      height: 24,
      boxShadow: `0 0 0 2px ${vars.color.focus}, ${vars.elevation.sm}`,
    },
  },
});
