import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor } from './color';
import { vars } from './contract.css';
import { organizationColorRoles, organizationThemeVars } from './organizationTheme';

const ratio = (a?: string, b?: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

describe('organizationColorRoles', () => {
  it('derives on-colours that meet WCAG AA for each organisation colour', () => {
    const roles = organizationColorRoles({
      primary: '#1e88e5ff',
      secondary: '#fdd835ff',
      accent: '#263238ff',
    });
    expect(roles.primary).toBe('#1e88e5');
    expect(ratio(roles.primary, roles.onPrimary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(roles.secondary, roles.onSecondary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(roles.accent, roles.onAccent)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(roles.onSecondary).toBe('#111827');
    expect(roles.onAccent).toBe('#ffffff');
  });

  it('makes the primary colour readable as text on the white surface', () => {
    const roles = organizationColorRoles({ primary: '#ffeb3bff' });
    expect(ratio(roles.primaryText, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(roles.focus).toBe(roles.primaryText);
  });

  it('leaves missing or invalid colours to the default theme', () => {
    expect(organizationColorRoles({ primary: null, secondary: 'not a colour' })).toEqual({});
  });
});

describe('organizationThemeVars', () => {
  it('returns an inline style assigning the contract variables', () => {
    const style = organizationThemeVars({ primary: '#000000ff' });
    const name = (v: string) => v.replace(/^var\((--[^)]+)\)$/, '$1');
    expect(style[name(vars.color.primary)]).toBe('#000000');
    expect(style[name(vars.color.onPrimary)]).toBe('#ffffff');
    expect(style[name(vars.color.secondary)]).toBeUndefined();
  });
});
