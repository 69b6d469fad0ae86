import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColor, toHex } from './color';
import { vars } from './contract.css';
import { PRIMARY_PRESSED_SHADE, organizationColorRoles, organizationThemeVars } from './organizationTheme';
import { defaultColors } from './tokens';

const ratio = (a?: string, b?: string) => contrastRatio(parseHexColor(a)!, parseHexColor(b)!);

describe('organizationColorRoles', () => {
  it('derives on-colours that meet WCAG AA for each organisation colour', () => {
    const roles = organizationColorRoles({
      primary: '#1e88e5ff',
      secondary: '#fdd835ff',
      accent: '#263238ff',
    });
    expect(ratio(roles.primary, roles.onPrimary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(roles.secondary, roles.onSecondary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(ratio(roles.accent, roles.onAccent)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(roles.onSecondary).toBe('#111827');
    expect(roles.onAccent).toBe('#ffffff');
  });

  it('keeps the organisation colour when one text colour is readable on it, hovered and pressed', () => {
    expect(organizationColorRoles({ primary: '#0d47a1ff' })).toMatchObject({ primary: '#0d47a1', onPrimary: '#ffffff' });
    expect(organizationColorRoles({ primary: '#ffeb3bff' })).toMatchObject({ primary: '#ffeb3b', onPrimary: '#111827' });
  });

  it('darkens a mid-tone primary on which no text colour survives hover and press', () => {
    // White on #00897b is 4.3:1; black is 4.9:1 but 4.1:1 on the 10% darker hover shade.
    const roles = organizationColorRoles({ primary: '#00897bff' });
    expect(roles).toMatchObject({ primary: '#008275', onPrimary: '#ffffff' });
  });

  it('keeps onPrimary readable on the primary and its pressed shade, over a grid of colours', () => {
    const steps = [0, 51, 102, 119, 136, 153, 170, 204, 255];
    const pressed = (hex: string) => {
      const { r, g, b } = parseHexColor(hex)!;
      const f = 1 - PRIMARY_PRESSED_SHADE;
      return toHex({ r: r * f, g: g * f, b: b * f, a: 1 });
    };
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const { primary, onPrimary } = organizationColorRoles({ primary: toHex({ r, g, b, a: 1 }) });
          expect(ratio(primary, onPrimary), primary).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
          expect(ratio(pressed(primary!), onPrimary), `${primary} pressed`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
  });

  it('makes the primary colour readable as text on every light background of the theme', () => {
    const roles = organizationColorRoles({ primary: '#ffeb3bff' });
    for (const background of [defaultColors.surface, defaultColors.background, defaultColors.surfaceVariant]) {
      expect(ratio(roles.primaryText, background), background).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
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
