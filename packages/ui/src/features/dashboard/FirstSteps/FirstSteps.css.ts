import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../internal/styles/focusRing';
import { stripedCard } from '../../../internal/styles/stripedCard.css';
import { vars } from '../../../theme/contract.css';

export const root = style([stripedCard, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, borderTopColor: vars.color.primary }]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onSurface,
});

export const intro = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const steps = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const step = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

/** The step's number, or a tick once it is done. */
export const marker = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

export const markerDone = style({ background: vars.color.primary, color: vars.color.onPrimary });

export const body = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const label = style({ fontWeight: vars.font.weight.medium });

export const labelDone = style({ textDecoration: 'line-through', color: vars.color.muted });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const visuallyHidden = style(visuallyHiddenRule);
