/**
 * Colour arithmetic for runtime theming: parsing the organisation's hex colours (with alpha, as
 * Kwartier stores them: `#1e88e5ff`) and choosing readable companion colours by WCAG 2.x contrast.
 * Pure functions only; no DOM.
 */

/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Contrast ratio WCAG AA asks for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (case-insensitive, `#` optional).
 * Returns `null` for anything else, so callers can fall back to the default theme.
 */
export function parseHexColor(input: string | null | undefined): Rgba | null {
  if (typeof input !== 'string') return null;
  const hex = input.trim().replace(/^#/, '');
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const expand = (s: string) => (s.length === 1 ? s + s : s);
  let parts: string[];
  if (hex.length === 3 || hex.length === 4) parts = hex.split('').map(expand);
  else if (hex.length === 6 || hex.length === 8) parts = hex.match(/../g) ?? [];
  else return null;
  const [r, g, b, a = 'ff'] = parts.map((p) => p.toLowerCase());
  return {
    r: parseInt(r, 16),
    g: parseInt(g, 16),
    b: parseInt(b, 16),
    a: parseInt(a, 16) / 255,
  };
}

/** Formats a colour as `#rrggbb`, dropping alpha (use after {@link composite}). */
export function toHex({ r, g, b }: Rgba): string {
  const channel = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** The opaque colour seen when `color` (possibly translucent) is painted over `background`. */
export function composite(color: Rgba, background: Rgba = WHITE): Rgba {
  const a = color.a;
  return {
    r: color.r * a + background.r * (1 - a),
    g: color.g * a + background.g * (1 - a),
    b: color.b * a + background.b * (1 - a),
    a: 1,
  };
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio (1–21) between two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colours tried for "on" roles, in order of preference. */
export const ON_COLOR_CANDIDATES = ['#ffffff', '#111827'] as const;

/**
 * Picks the text colour to put on `background`: the first of {@link ON_COLOR_CANDIDATES} that
 * reaches WCAG AA, else pure black or white, whichever contrasts more (one of them always reaches
 * at least 4.58:1, so the result is always AA).
 */
export function pickOnColor(background: Rgba): string {
  const bg = composite(background);
  for (const candidate of ON_COLOR_CANDIDATES) {
    const c = parseHexColor(candidate)!;
    if (contrastRatio(c, bg) >= AA_TEXT_CONTRAST) return candidate;
  }
  const black = { r: 0, g: 0, b: 0, a: 1 };
  return contrastRatio(black, bg) >= contrastRatio(WHITE, bg) ? '#000000' : '#ffffff';
}

/**
 * Returns `color` (made opaque over `background`), darkened step by step towards black until it
 * reaches WCAG AA as text on `background`. Used for the organisation colour as link text.
 */
export function readableOn(color: Rgba, background: Rgba = WHITE): string {
  const bg = composite(background);
  const base = composite(color, bg);
  for (let step = 0; step <= 20; step++) {
    const f = 1 - step / 20;
    // Judge the rounded colour that is returned: rounding can lose the last hundredth of contrast.
    const hex = toHex({ r: base.r * f, g: base.g * f, b: base.b * f, a: 1 });
    if (contrastRatio(parseHexColor(hex)!, bg) >= AA_TEXT_CONTRAST) return hex;
  }
  return '#000000';
}
