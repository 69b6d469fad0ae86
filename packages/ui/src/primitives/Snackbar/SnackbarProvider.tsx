import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Snackbar, type SnackbarTone } from './Snackbar';

/** What `useSnackbar()` returns. */
export interface SnackbarApi {
  /** Shows `message` (replacing any snackbar on screen). Tone defaults to `success`. */
  showSnackbar: (message: string, tone?: SnackbarTone) => void;
  /** Shows a green success snackbar, e.g. "Client saved". */
  success: (message: string) => void;
  /** Shows a red error snackbar, e.g. "An error occurred when generating the PDF". */
  error: (message: string) => void;
  /** Closes the snackbar on screen. */
  close: () => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Props of {@link SnackbarProvider}. */
export interface SnackbarProviderProps {
  /** The part of the application that may show snackbars. */
  children?: ReactNode;
  /** Milliseconds before a snackbar closes by itself. Defaults to 2500. */
  timeout?: number;
}

/**
 * Holds the one snackbar on screen (UI state only) and renders it at the bottom right.
 * {@link AppShell} includes one; use this directly for pages outside the shell.
 */
export function SnackbarProvider({ children, timeout }: SnackbarProviderProps) {
  const [current, setCurrent] = useState<{ id: number; message: string; tone: SnackbarTone } | null>(null);
  const nextId = useRef(0);
  const showSnackbar = useCallback((message: string, tone: SnackbarTone = 'success') => {
    nextId.current += 1;
    setCurrent({ id: nextId.current, message, tone });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const api = useMemo<SnackbarApi>(
    () => ({
      showSnackbar,
      success: (message) => showSnackbar(message, 'success'),
      error: (message) => showSnackbar(message, 'error'),
      close,
    }),
    [showSnackbar, close],
  );
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar
        message={current?.message ?? null}
        tone={current?.tone}
        messageKey={current?.id}
        onClose={close}
        timeout={timeout}
      />
    </SnackbarContext.Provider>
  );
}

/** Shows snackbars from inside a {@link SnackbarProvider} (or {@link AppShell}). */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs a <SnackbarProvider> or <AppShell> around it.');
  return api;
}
