import { useId, useState } from 'react';
import { isValidationFailure, splitValidationFailure, type SaveResult } from './submitResult';

/**
 * One file sent by `onUpload` under the save convention, for an upload control: `pending` while it
 * goes, then `error` — the message under the `file` field of a 413/422 answer, else its message,
 * else `failedText` (also for a rejection) — with `errorId` for the control's aria-describedby.
 * A second file while one is pending is ignored.
 */
export function useFileUpload(onUpload: (file: File) => SaveResult, failedText: string) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const send = async (file: File | undefined) => {
    if (!file || pending) return;
    setPending(true);
    setError(null);
    try {
      const answer = await onUpload(file);
      if (isValidationFailure(answer)) setError(splitValidationFailure(answer, ['file']).fieldErrors.file ?? answer.message ?? failedText);
    } catch {
      setError(failedText);
    } finally {
      setPending(false);
    }
  };

  return { send, pending, error, errorId };
}
