import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  marginBottom: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
  overflowWrap: 'anywhere',
});

/** Room between a decoration before the title (a colour dot) and the title's first word. */
export const titleStart = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: '1lh',
  marginInlineEnd: vars.space.sm,
  verticalAlign: 'top',
});

export const description = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.onBackground,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flex: 'none' });
