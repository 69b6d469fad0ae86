import type { SubmitResult } from '@kwartier/ui';
import { useSnackbar } from '@kwartier/ui';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { expectOk, submitResult } from './submit';

type Call = Promise<{ data?: unknown; error?: unknown; response: Response }>;

interface SaveOptions {
  /**
   * Reload the routes' data afterwards (`router.invalidate()`: the page, and the user and
   * organisation the shell shows). Default true; false for a save that changes nothing shown.
   */
  refresh?: boolean;
}

export interface Save {
  /**
   * A form's save, or a confirmed action the server may refuse (a delete: the confirmation shows
   * a 409's reason): {@link submitResult} semantics (success → undefined, a refusal the user can
   * act on → its body for the form or dialog, anything else rejects); on success refresh, then
   * the snackbar.
   */
  form(call: Call, successMessage: string, options?: SaveOptions): Promise<SubmitResult>;
  /**
   * An action without a form or dialog (a switch): {@link expectOk} semantics (any failure
   * rejects); on success refresh, then the snackbar.
   */
  action(call: Call, successMessage: string, options?: SaveOptions): Promise<void>;
}

/** The app's one save helper: submit → refresh → snackbar. Use it inside the shell (snackbar). */
export function useSave(): Save {
  const router = useRouter();
  const snackbar = useSnackbar();
  return useMemo(() => {
    const succeeded = async (message: string, { refresh = true }: SaveOptions = {}) => {
      if (refresh) await router.invalidate();
      snackbar.success(message);
    };
    return {
      async form(call, message, options) {
        const result = await submitResult(call);
        if (!result) await succeeded(message, options);
        return result;
      },
      async action(call, message, options) {
        await expectOk(call);
        await succeeded(message, options);
      },
    };
  }, [router, snackbar]);
}
