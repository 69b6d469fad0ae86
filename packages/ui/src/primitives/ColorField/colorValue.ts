/**
 * Reads a colour typed as hex (`#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, any case, `#` optional,
 * spaces around ignored) and writes it the way the API stores colours: `#rrggbbaa`, lower case,
 * fully opaque (`ff`) when no alpha was given. Returns `null` for anything else.
 *
 * ```ts
 * normalizeHexColor('#1E88E5')   // '#1e88e5ff'
 * normalizeHexColor('1e88e580')  // '#1e88e580'
 * normalizeHexColor('#f00')      // '#ff0000ff'
 * normalizeHexColor('blue')      // null
 * ```
 */
export function normalizeHexColor(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const hex = text.trim().replace(/^#/, '').toLowerCase();
  if (!/^[0-9a-f]+$/.test(hex)) return null;
  if (hex.length === 3 || hex.length === 4) {
    const full = hex
      .split('')
      .map((digit) => digit + digit)
      .join('');
    return `#${full.padEnd(8, 'f')}`;
  }
  if (hex.length === 6) return `#${hex}ff`;
  if (hex.length === 8) return `#${hex}`;
  return null;
}

/** The opacity of a stored colour `#rrggbbaa` as a whole percentage (0–100), or `null`. */
export function opacityPercent(color: string | null | undefined): number | null {
  const hex = normalizeHexColor(color);
  return hex ? Math.round((parseInt(hex.slice(7, 9), 16) / 255) * 100) : null;
}
