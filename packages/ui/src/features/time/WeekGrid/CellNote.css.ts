import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The line and day a note editor is about. */
export const noteCell = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

/** A cell with a note: a small triangle in its top corner, as spreadsheets mark a comment. */
export const noteMark = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: 0,
  height: 0,
  borderStyle: 'solid',
  borderWidth: '8px 8px 0 0',
  borderColor: `${vars.color.primaryText} transparent transparent transparent`,
  pointerEvents: 'none',
});

/** The active cell's note button: in view while the cell has focus or the pointer, else hidden. */
export const noteButton = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  zIndex: 2,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 24,
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  selectors: {
    'td:hover > &, td:focus-within > &, td:focus > &': { display: 'inline-flex' },
  },
});

/** Text for screen readers only (the note as the cell's description). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
