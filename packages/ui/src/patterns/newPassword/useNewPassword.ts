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
}

/** State for {@link NewPasswordFields}: a new password and its confirmation, both starting empty. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const clear = useCallback(() => {
    setPassword('');
    setConfirmation('');
  }, []);
  return {
    password,
    setPassword,
    confirmation,
    setConfirmation,
    mismatch: confirmation !== '' && password !== confirmation,
    matches: password !== '' && password === confirmation,
    clear,
  };
}
