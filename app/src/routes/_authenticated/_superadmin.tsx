import { createFileRoute, redirect } from '@tanstack/react-router';

/** Super-admin pages send everyone else to the dashboard. */
export const Route = createFileRoute('/_authenticated/_superadmin')({
  beforeLoad: ({ context }) => {
    if (!context.user.super_admin) throw redirect({ to: '/' });
  },
});
