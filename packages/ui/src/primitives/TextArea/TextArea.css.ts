import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../../internal/styles/field.css';

/** The shared input look, grown to several lines; `rows` sets the height, the user may drag it taller. */
export const textarea = style([
  input,
  {
    minHeight: 'auto',
    resize: 'vertical',
    // Long words (URLs, IBANs) wrap instead of widening the dialog.
    overflowWrap: 'anywhere',
    lineHeight: vars.font.lineHeight.normal,
  },
]);
