import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const text = style({ margin: 0, color: vars.color.onBackground });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primaryText, background: vars.color.surfaceVariant },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: 2 },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium, color: vars.color.onBackground });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
});

export const project = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.onBackground, overflowWrap: 'anywhere' });
