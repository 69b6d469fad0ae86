import { describe, expect, it } from 'vitest';
import { passwordConfirmationProblem } from './registration.js';

describe('passwordConfirmationProblem', () => {
  it('accepts an equal confirmation', () => {
    expect(passwordConfirmationProblem('correct horse', 'correct horse')).toBeNull();
  });
  it('blames the confirmation field when they differ', () => {
    expect(passwordConfirmationProblem('correct horse', 'correct hors')).toBe('password_confirmation');
  });
});
