import { describe, expect, it } from 'vitest';
import { normalizeHexColor, opacityPercent } from './colorValue';

describe('normalizeHexColor', () => {
  it('keeps #rrggbbaa, in lower case', () => {
    expect(normalizeHexColor('#1e88e5ff')).toBe('#1e88e5ff');
    expect(normalizeHexColor('#1E88E580')).toBe('#1e88e580');
  });
  it('adds full opacity to colours without alpha', () => {
    expect(normalizeHexColor('#1E88E5')).toBe('#1e88e5ff');
    expect(normalizeHexColor('#f00')).toBe('#ff0000ff');
  });
  it('expands short forms with alpha', () => {
    expect(normalizeHexColor('#f008')).toBe('#ff000088');
  });
  it('accepts a missing # and surrounding spaces', () => {
    expect(normalizeHexColor(' 1e88e580 ')).toBe('#1e88e580');
  });
  it('gives null for anything else', () => {
    for (const text of ['', '#', 'blue', '#12345', '#1234567', '#123456789', '#gggggg', 'rgb(0,0,0)', '##123456']) {
      expect(normalizeHexColor(text), text).toBeNull();
    }
    expect(normalizeHexColor(null)).toBeNull();
    expect(normalizeHexColor(undefined)).toBeNull();
  });
});

describe('opacityPercent', () => {
  it('reads the alpha byte as a percentage', () => {
    expect(opacityPercent('#1e88e5ff')).toBe(100);
    expect(opacityPercent('#1e88e580')).toBe(50);
    expect(opacityPercent('#1e88e500')).toBe(0);
    expect(opacityPercent('#1e88e5')).toBe(100);
    expect(opacityPercent('nope')).toBeNull();
  });
});
