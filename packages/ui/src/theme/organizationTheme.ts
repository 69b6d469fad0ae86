import type { Organization } from '@kwartier/api';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import {
  AA_TEXT_CONTRAST,
  ON_COLOR_CANDIDATES,
  composite,
  contrastRatio,
  parseHexColor,
  pickOnColor,
  readableOn,
  relativeLuminance,
  toHex,
  type Rgba,
} from './color';
import { defaultColors } from './tokens';

/**
 * An organisation's brand colours as stored in Kwartier: hex with alpha (`#1e88e5ff`).
 * Missing or unparsable colours keep the default theme's value.
 */
export interface OrganizationColors {
  /** Organisation `primary_color`. */
  primary?: string | null;
  /** Organisation `secondary_color`. */
  secondary?: string | null;
  /** Organisation `accent_color`. */
  accent?: string | null;
}

/** The colour roles an organisation's colours override, as plain CSS colour strings. */
export type OrganizationColorRoles = Partial<
  Record<
    'primary' | 'onPrimary' | 'primaryText' | 'focus' | 'secondary' | 'onSecondary' | 'accent' | 'onAccent',
    string
  >
>;

/**
 * How far components darken the primary colour on hover and press: Button mixes it with up to 20%
 * black (`color-mix(in srgb, primary 80%, black)`). `onPrimary` must stay readable on all of them.
 */
export const PRIMARY_PRESSED_SHADE = 0.2;

/** The light backgrounds of the default theme that primary-coloured text (links, tabs) sits on. */
const TEXT_BACKGROUNDS = [defaultColors.surface, defaultColors.background, defaultColors.surfaceVariant];

/** The darkest of {@link TEXT_BACKGROUNDS}: text readable on it is readable on all of them. */
const darkestTextBackground: Rgba = TEXT_BACKGROUNDS.map((c) => parseHexColor(c)!).reduce((a, b) =>
  relativeLuminance(a) <= relativeLuminance(b) ? a : b,
);

/** `color` mixed with `share` black in sRGB, as CSS `color-mix(in srgb, color, black share)`. */
function darken(color: Rgba, share: number): Rgba {
  const f = 1 - share;
  return { r: color.r * f, g: color.g * f, b: color.b * f, a: 1 };
}

/**
 * The primary colour as a button background and its text colour. The organisation's colour is
 * kept when one text colour reaches WCAG AA on it and on its hover/press shades; a mid-tone on
 * which neither light nor dark text can (e.g. a teal where white is 4.3:1 and black fails once
 * pressed) is darkened just enough for white text.
 */
function primaryPair(color: Rgba): { primary: string; onPrimary: string } {
  // Rounded to whole channels, as the browser paints them.
  const opaque = parseHexColor(toHex(color))!;
  const pressed = parseHexColor(toHex(darken(opaque, PRIMARY_PRESSED_SHADE)))!;
  for (const candidate of [...ON_COLOR_CANDIDATES, '#000000']) {
    const text = parseHexColor(candidate)!;
    if (contrastRatio(text, opaque) >= AA_TEXT_CONTRAST && contrastRatio(text, pressed) >= AA_TEXT_CONTRAST) {
      return { primary: toHex(opaque), onPrimary: candidate };
    }
  }
  return { primary: readableOn(opaque), onPrimary: '#ffffff' };
}

/**
 * Pure part of organisation theming: derives the theme colour roles from the organisation's
 * colours. Each background is made opaque over white (the surface) and gets an `on` colour that
 * meets WCAG AA (for the primary also on its hover and press shades, see {@link primaryPair}); the
 * primary colour also yields `primaryText`/`focus`, darkened if needed to be readable on the
 * default theme's surface, page background and tinted surface.
 */
export function organizationColorRoles(colors: OrganizationColors): OrganizationColorRoles {
  const roles: OrganizationColorRoles = {};
  const primary = parseHexColor(colors.primary);
  if (primary) {
    const opaque = composite(primary);
    Object.assign(roles, primaryPair(opaque));
    roles.primaryText = readableOn(opaque, darkestTextBackground);
    roles.focus = roles.primaryText;
  }
  const secondary = parseHexColor(colors.secondary);
  if (secondary) {
    const opaque = composite(secondary);
    roles.secondary = toHex(opaque);
    roles.onSecondary = pickOnColor(opaque);
  }
  const accent = parseHexColor(colors.accent);
  if (accent) {
    const opaque = composite(accent);
    roles.accent = toHex(opaque);
    roles.onAccent = pickOnColor(opaque);
  }
  return roles;
}

/**
 * Inline style object that applies an organisation's colours over the default theme:
 * `<div className={defaultTheme} style={organizationThemeVars(org)}>`.
 */
export function organizationThemeVars(colors: OrganizationColors): Record<string, string> {
  const roles = organizationColorRoles(colors);
  const assignments: Record<string, string> = {};
  for (const [role, value] of Object.entries(roles)) {
    if (value) assignments[vars.color[role as keyof OrganizationColorRoles]] = value;
  }
  return assignInlineVars(assignments) as Record<string, string>;
}

/** The colour fields of the API's `Organization`. */
export type OrganizationColorFields = Pick<Organization, 'primary_color' | 'secondary_color' | 'accent_color'>;

/** Maps an API `Organization` (or its colour fields) to {@link OrganizationColors}. */
export function organizationColorsOf(organization: OrganizationColorFields): OrganizationColors {
  return {
    primary: organization.primary_color,
    secondary: organization.secondary_color,
    accent: organization.accent_color,
  };
}
