import { createFileRoute, redirect } from '@tanstack/react-router';

/** Admin pages send everyone else to the dashboard. */
export const Route = createFileRoute('/_authenticated/_admin')({
  beforeLoad: ({ context }) => {
    if (!context.user.admin) throw redirect({ to: '/' });
  },
});
