export { Snackbar, SNACKBAR_TIMEOUT_MS, type SnackbarProps, type SnackbarTone } from './Snackbar';
export { SnackbarProvider, useSnackbar, type SnackbarApi, type SnackbarProviderProps } from './SnackbarProvider';
