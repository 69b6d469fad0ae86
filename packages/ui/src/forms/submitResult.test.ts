import { describe, expect, it } from 'vitest';
import { firstFieldErrors, isValidationFailure, splitValidationFailure } from './submitResult';

describe('isValidationFailure', () => {
  it('treats nothing as success and a message or errors as failure', () => {
    expect(isValidationFailure(undefined)).toBe(false);
    expect(isValidationFailure(null)).toBe(false);
    expect(isValidationFailure({})).toBe(false);
    expect(isValidationFailure({ errors: {} })).toBe(false);
    expect(isValidationFailure({ message: 'token expired' })).toBe(true);
    expect(isValidationFailure({ errors: { name: ['Required'] } })).toBe(true);
  });
});

describe('firstFieldErrors', () => {
  it('keeps the first message per field (first message under errors.email)', () => {
    expect(firstFieldErrors({ email: ['First', 'Second'], name: 'Only', empty: [] })).toEqual({
      email: 'First',
      name: 'Only',
    });
    expect(firstFieldErrors(undefined)).toEqual({});
  });
});

describe('splitValidationFailure', () => {
  it('puts known fields under fields and the rest in one form message', () => {
    expect(
      splitValidationFailure(
        { message: 'The given data was invalid.', errors: { name: ['Taken'], token: ['Expired'] } },
        ['name', 'email'],
      ),
    ).toEqual({ fieldErrors: { name: 'Taken' }, formError: 'Expired' });
  });
  it('uses the top-level message when no field matched', () => {
    expect(splitValidationFailure({ message: 'Too many attempts' }, ['email'])).toEqual({
      fieldErrors: {},
      formError: 'Too many attempts',
    });
  });
  it("puts a list item's error under the list's field, the first of them, and nothing under a field of a similar name", () => {
    expect(
      splitValidationFailure(
        { message: 'x', errors: { 'days.1': ['Too many'], 'days.0': ['Too few'], days_extra: ['Other'] } },
        ['days'],
      ),
    ).toEqual({ fieldErrors: { days: 'Too many' }, formError: 'Other' });
  });
  it('does not repeat the generic message when fields carry the errors', () => {
    expect(
      splitValidationFailure({ message: 'The given data was invalid.', errors: { email: ['Bad'] } }, ['email']),
    ).toEqual({ fieldErrors: { email: 'Bad' }, formError: null });
  });
});
