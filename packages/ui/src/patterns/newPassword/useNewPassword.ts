import { useCallback, useState } from 'react';

/** State of a "new password + confirmation" pair, from {@link useNewPassword}. */
export interface NewPassword {
  /** The new password. */
  password: string;
  setPassword: (value: string) => void;
  /** Its confirmation. */
  confirmation: string;
  setConfirmation: (value: string) => void;
  /** True when the confirmation is filled in and differs: show 'Passwords do not match'. */
  mismatch: boolean;
  /** True when a password is entered and the confirmation equals it: the pair may be submitted. */
  matches: boolean;
  /** Empties both fields (after a failed submit). */
  clear: () => void;
  /**
   * Saves through `submit` with the pair as the API names it (`password`, `password_confirmation`);
   * both fields are emptied when that fails, to be typed again. Resolves to `submit`'s answer.
   */
  submitWith: (submit: (pair: NewPasswordPair) => Promise<boolean>) => Promise<boolean>;
}

/** A new password as the API receives it. */
export interface NewPasswordPair {
  password: string;
  password_confirmation: string;
}

/** State for {@link NewPasswordFields}: a new password and its confirmation, both starting empty. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const clear = useCallback(() => {
    setPassword('');
    setConfirmation('');
  }, []);
  const submitWith = async (submit: (pair: NewPasswordPair) => Promise<boolean>) => {
    const saved = await submit({ password, password_confirmation: confirmation });
    if (!saved) clear();
    return saved;
  };
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    mismatch: confirmation !== '' && password !== confirmation,
    matches: password !== '' && password === confirmation,
    clear,
    submitWith,
  };
}
