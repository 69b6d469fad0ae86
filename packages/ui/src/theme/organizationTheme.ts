import type { Organization } from '@kwartier/api';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import { composite, parseHexColor, pickOnColor, readableOn, toHex } from './color';

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
 * Pure part of organisation theming: derives the theme colour roles from the organisation's
 * colours. Each background is made opaque over white (the surface) and gets an `on` colour that
 * meets WCAG AA; the primary colour also yields `primaryText`/`focus`, darkened if needed to be
 * readable on the white surface.
 */
export function organizationColorRoles(colors: OrganizationColors): OrganizationColorRoles {
  const roles: OrganizationColorRoles = {};
  const primary = parseHexColor(colors.primary);
  if (primary) {
    const opaque = composite(primary);
    roles.primary = toHex(opaque);
    roles.onPrimary = pickOnColor(opaque);
    roles.primaryText = readableOn(opaque);
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
