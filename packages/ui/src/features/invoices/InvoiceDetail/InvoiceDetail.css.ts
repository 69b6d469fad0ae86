import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The back link with its arrow. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
});

/** The header's own bottom margin is replaced by the column's gap. */
export const header = style({ marginBottom: `calc(-1 * ${vars.space.lg})` });

/** The actions wrap onto more lines when there is no room (a phone). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
});

export const noteIcon = style({ flex: 'none', marginTop: 2 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
});

/** A contact's email under the name. */
export const contactEmail = style({ display: 'block', overflowWrap: 'anywhere' });

/** What the e-invoice still needs, one item a line. */
export const missing = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg, overflowWrap: 'anywhere' });
