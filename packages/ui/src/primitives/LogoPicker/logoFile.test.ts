import { describe, expect, it } from 'vitest';
import { isLogoFile } from './logoFile';

describe('isLogoFile', () => {
  it('accepts PNG and JPEG by type', () => {
    expect(isLogoFile({ type: 'image/png', name: 'logo.png' })).toBe(true);
    expect(isLogoFile({ type: 'image/jpeg', name: 'logo.jpg' })).toBe(true);
    expect(isLogoFile({ type: 'IMAGE/PNG', name: 'LOGO' })).toBe(true);
  });
  it('refuses other types, whatever the name says', () => {
    expect(isLogoFile({ type: 'image/gif', name: 'logo.gif' })).toBe(false);
    expect(isLogoFile({ type: 'image/svg+xml', name: 'logo.png' })).toBe(false);
    expect(isLogoFile({ type: 'application/pdf', name: 'logo.pdf' })).toBe(false);
  });
  it('falls back to the extension when the type is unknown', () => {
    expect(isLogoFile({ type: '', name: 'logo.PNG' })).toBe(true);
    expect(isLogoFile({ type: '', name: 'logo.jpeg' })).toBe(true);
    expect(isLogoFile({ type: '', name: 'logo.webp' })).toBe(false);
    expect(isLogoFile({ type: '', name: 'png' })).toBe(false);
  });
});
