import { describe, expect, it } from 'vitest';
import { noteToSend } from './useCellNote';

describe('noteToSend', () => {
  it('trims the note and sends null when nothing is left, which removes it', () => {
    expect(noteToSend('  Shop pages\nreviewed  ')).toBe('Shop pages\nreviewed');
    expect(noteToSend(' \n ')).toBeNull();
    expect(noteToSend('')).toBeNull();
  });
});
