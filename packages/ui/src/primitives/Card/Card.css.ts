import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../../internal/styles/focusRing';

export const card = style({
  boxSizing: 'border-box',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.sm,
  selectors: {
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 40,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  // Icon buttons are 40 px high: pull them into the header's padding so the bar stays compact.
  marginBlock: `calc(-1 * ${vars.space.xs})`,
});

export const body = style({ padding: vars.space.lg });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
  color: vars.color.muted,
});

export const detailList = style({
  display: 'grid',
  margin: 0,
  rowGap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const detailLayout = styleVariants({
  columns: { gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)', columnGap: vars.space.xl },
  stacked: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

// Each pair's wrapper takes no box of its own in the columns layout, so that all labels share
// one grid column (`dl > div` is valid HTML and keeps dt/dd grouped for assistive technology).
export const detailRow = style({
  display: 'contents',
  selectors: {
    [`${detailLayout.stacked} > &`]: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
  },
});

export const detailLabel = style({
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
});

export const detailValue = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const visuallyHidden = style(visuallyHiddenRule);
