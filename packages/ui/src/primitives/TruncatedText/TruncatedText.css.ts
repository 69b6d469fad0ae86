import { style } from '@vanilla-extract/css';

/** One line, cut with an ellipsis; a table column is kept from growing past `maxWidth`. */
export const truncated = style({
  display: 'block',
  maxWidth: '28ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
