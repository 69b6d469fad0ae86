import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
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

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });
