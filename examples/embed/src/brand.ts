/**
 * The example's own brand, given to the library through its theme contract: `ThemeRoot` takes
 * three colours (hex with alpha) and derives every other role from them with readable text
 * colours (see "Theming your brand"). The app's own styles use the same variables (`vars` from
 * `@kwartier/ui/theme`), so header and components follow one brand.
 */
import type { OrganizationColors } from '@kwartier/ui';

export const brand: OrganizationColors = {
  // A deep green: white text reads on it (WCAG AA), so the theme keeps it as it is.
  primary: '#0b6e4fff',
  secondary: '#f4a259ff',
  accent: '#5b8e7dff',
};
