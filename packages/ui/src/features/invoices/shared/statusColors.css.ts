import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { STATUS_PRESSED_SHADE, STATUS_TONES } from './statusTones';

// The invoice status colours, shared by the status menu, the status cards and the invoice detail
// page: a filled tone (background + its readable text colour) and an accent (the background
// colour alone, for a stripe or a dot beside text on the surface).

const shade = (color: string, share: number) => `color-mix(in srgb, ${color} ${100 - share * 100}%, black)`;

const tone = (status: keyof typeof STATUS_TONES) => ({
  background: vars.color[STATUS_TONES[status].background],
  color: vars.color[STATUS_TONES[status].text],
});

/** The status's colour and the text colour readable on it, e.g. for a badge. */
export const statusTone = styleVariants({
  concept: { ...tone('concept'), borderColor: vars.color.inputBorder },
  sent: { ...tone('sent'), borderColor: 'transparent' },
  overdue: { ...tone('overdue'), borderColor: 'transparent' },
  paid: { ...tone('paid'), borderColor: 'transparent' },
});

/**
 * A react-aria button filled with the status's colour, darkened on hover and press (the text
 * colour stays readable on both: tested). `[data-rac]` outweighs the Button's own variant colours.
 */
export const statusButton = styleVariants(STATUS_TONES, (_, status) => {
  const { background, color } = tone(status);
  const borderColor = status === 'concept' ? vars.color.inputBorder : 'transparent';
  return {
    selectors: {
      '&[data-rac]': { background, color, borderColor },
      '&[data-rac][data-hovered]:not([data-disabled])': { background: shade(background, STATUS_PRESSED_SHADE / 2) },
      '&[data-rac][data-pressed]:not([data-disabled])': { background: shade(background, STATUS_PRESSED_SHADE) },
      // A paid invoice's button is disabled (nothing comes after paid) but still shows its status
      // readably, not faded.
      '&[data-rac][data-disabled]': { opacity: 1, cursor: 'default' },
    },
  };
});

/** The status's colour alone, as a top border (cards) or a dot's fill. */
export const statusAccent = styleVariants(STATUS_TONES, ({ background }, status) => ({
  borderTopColor: status === 'concept' ? vars.color.inputBorder : vars.color[background],
}));
