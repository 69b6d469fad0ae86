import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  composite,
  contrastRatio,
  parseHexColor,
  pickOnColor,
  readableOn,
  toHex,
} from './color';

const hex = (s: string) => parseHexColor(s)!;

describe('parseHexColor', () => {
  it('reads the hex-with-alpha form Kwartier stores', () => {
    expect(parseHexColor('#1e88e5ff')).toEqual({ r: 30, g: 136, b: 229, a: 1 });
    expect(parseHexColor('#1E88E580')?.a).toBeCloseTo(128 / 255);
  });
  it('reads short and alpha-less forms', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseHexColor('000a')?.a).toBeCloseTo(170 / 255);
    expect(parseHexColor('#123456')).toEqual({ r: 18, g: 52, b: 86, a: 1 });
  });
  it('rejects anything else', () => {
    for (const bad of ['', 'red', '#12', '#12345', '#gggggg', null, undefined, '#1234567']) {
      expect(parseHexColor(bad as string)).toBeNull();
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio(hex('#000'), hex('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#fff'), hex('#fff'))).toBeCloseTo(1, 5);
    // #767676 on white is the classic "just AA" grey.
    expect(contrastRatio(hex('#767676'), hex('#fff'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hex('#777777'), hex('#fff'))).toBeLessThan(4.5);
  });
});

describe('composite', () => {
  it('paints a translucent colour over white', () => {
    expect(toHex(composite(hex('#00000080')))).toBe('#7f7f7f');
    expect(toHex(composite(hex('#1e88e5ff')))).toBe('#1e88e5');
  });
});

describe('pickOnColor', () => {
  it('puts white on dark and dark text on light colours', () => {
    expect(pickOnColor(hex('#0d47a1'))).toBe('#ffffff');
    expect(pickOnColor(hex('#ffeb3b'))).toBe('#111827');
    expect(pickOnColor(hex('#ffffff'))).toBe('#111827');
  });

  it('always reaches WCAG AA, over a grid of colours including translucent ones', () => {
    const steps = [0, 51, 102, 119, 136, 153, 170, 204, 255];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps)
          for (const a of [1, 0.5]) {
            const bg = composite({ r, g, b, a });
            const on = hex(pickOnColor({ r, g, b, a }));
            expect(contrastRatio(on, bg), `on ${toHex(bg)}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
          }
  });
});

describe('readableOn', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableOn(hex('#1565c0'))).toBe('#1565c0');
  });
  it('darkens a light colour until it is readable on white', () => {
    const result = hex(readableOn(hex('#ffeb3b')));
    expect(contrastRatio(result, hex('#fff'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
