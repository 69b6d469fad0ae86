import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const fields = style({ flex: '1 1 280px', maxWidth: 360 });

export const figure = style({
  flex: '1 1 320px',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onSurface,
});

/** The themed sample: a miniature of the shell (side navigation and a page). */
export const sample = style({
  display: 'flex',
  minHeight: 220,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  // A picture, not controls: no hover states, no pointer cursor over the sample buttons.
  pointerEvents: 'none',
  userSelect: 'none',
});

export const sampleNav = style({
  flex: 'none',
  width: 140,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const sampleBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  minWidth: 0,
});

export const sampleBrandName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const sampleLogo = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const sampleNavItem = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
});

export const sampleNavItemCurrent = style([
  sampleNavItem,
  { background: vars.color.primary, color: vars.color.onPrimary },
]);

export const samplePage = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.onBackground,
});

export const sampleHeading = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const sampleLink = style({ color: vars.color.primaryText, textDecoration: 'underline' });

export const sampleRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const sampleChip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.medium,
});

export const sampleSecondary = style([sampleChip, { background: vars.color.secondary, color: vars.color.onSecondary }]);

export const sampleAccent = style([sampleChip, { background: vars.color.accent, color: vars.color.onAccent }]);
