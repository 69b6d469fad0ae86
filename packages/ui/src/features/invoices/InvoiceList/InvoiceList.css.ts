import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const periodNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const year = style({
  margin: 0,
  minWidth: '4ch',
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.onBackground,
});

export const numberLink = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Amounts line up by their digits. */
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
});

/** Holds a missing button's place, so the buttons of every row line up. */
export const actionPlaceholder = style({ display: 'inline-block', width: 32, flex: 'none' });

/** The status button with 'Paid on …' under a paid one. */
export const status = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs });

export const paidOn = style({ fontSize: vars.font.size.xs, color: vars.color.muted, whiteSpace: 'nowrap' });

/** What happened to an invoice whose status was just changed (a polite live region). */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  fontSize: vars.font.size.sm,
});

/**
 * The live region while it has nothing to say: kept in the page (a region that appears with its
 * text is not reliably read out) but out of the flow, so it adds no gap.
 */
export const noticeEmpty = style({ position: 'absolute', width: 1, height: 1, margin: 0, overflow: 'hidden', clipPath: 'inset(50%)' });
