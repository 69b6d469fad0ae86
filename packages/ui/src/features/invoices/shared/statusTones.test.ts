import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor, toHex, type Rgba } from '../../../theme/color';
import { organizationColorRoles } from '../../../theme/organizationTheme';
import { defaultColors } from '../../../theme/tokens';
import { DISPLAYED_STATUSES } from './invoiceStatus';
import { STATUS_PRESSED_SHADE, STATUS_TONES } from './statusTones';

const rgb = (hex: string) => parseHexColor(hex)!;
// color-mix(in srgb, color, black share), rounded to whole channels as the browser paints it.
const darken = (color: Rgba, share: number) => rgb(toHex({ r: color.r * (1 - share), g: color.g * (1 - share), b: color.b * (1 - share), a: 1 }));

describe('status colours', () => {
  it.each(DISPLAYED_STATUSES)('%s text reaches 4.5:1 on its colour, also when hovered and pressed', (status) => {
    const { background, text } = STATUS_TONES[status];
    for (const share of [0, STATUS_PRESSED_SHADE / 2, STATUS_PRESSED_SHADE]) {
      const ratio = contrastRatio(rgb(defaultColors[text]), darken(rgb(defaultColors[background]), share));
      expect(ratio).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('are roles an organisation theme never replaces', () => {
    const roles = Object.values(STATUS_TONES).flatMap(({ background, text }) => [background, text]);
    const replaced = Object.keys(organizationColorRoles({ primary: '#ffeb3bff', secondary: '#00bcd4ff', accent: '#e91e63ff' }));
    expect(replaced.length).toBeGreaterThan(0);
    for (const role of roles) expect(replaced).not.toContain(role);
  });
});
