/**
 * `@kwartier/ui/theme`: the theme contract, the default and print themes and runtime organisation
 * theming.
 * Kept apart from the component barrel so `.css.ts` files (and the app's) can import it cheaply.
 */
export { vars } from './contract.css';
export { defaultTheme } from './defaultTheme.css';
export { printTheme } from './printTheme.css';
export {
  organizationThemeVars,
  organizationColorRoles,
  organizationColorsOf,
  type OrganizationColors,
  type OrganizationColorFields,
  type OrganizationColorRoles,
} from './organizationTheme';
export {
  parseHexColor,
  contrastRatio,
  relativeLuminance,
  composite,
  pickOnColor,
  readableOn,
  toHex,
  AA_TEXT_CONTRAST,
  type Rgba,
} from './color';
