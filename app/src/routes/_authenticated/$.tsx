import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Any other path: signed-out visitors go to /login (the guard), signed-in users see the
 * not-found screen inside the shell.
 */
export const Route = createFileRoute('/_authenticated/$')({
  loader: () => {
    throw notFound();
  },
});
