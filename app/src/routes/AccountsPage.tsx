import { AccountList } from '@kwartier/ui';
import { useLoaderData } from '@tanstack/react-router';

export function AccountsPage() {
  const { accounts } = useLoaderData({ from: '/authenticated/superadmin/admin/accounts' });
  return <AccountList accounts={accounts} />;
}
