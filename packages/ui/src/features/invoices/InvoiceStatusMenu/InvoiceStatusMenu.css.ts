import { globalStyle, style } from '@vanilla-extract/css';
import { chevron } from '../../../primitives/Menu/Menu.css';

/** Every status button: room for the longest status name so a table column does not jump. */
export const button = style({ minWidth: '7.5rem', justifyContent: 'space-between' });

// Nothing follows paid: its disabled button shows no menu arrow.
globalStyle(`${button}[data-disabled] ${chevron}`, { display: 'none' });
