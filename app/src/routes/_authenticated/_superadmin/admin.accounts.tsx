import { AccountList, useMessages } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load } from '../../../load';
import { messages } from '../../../messages';

export const Route = createFileRoute('/_authenticated/_superadmin/admin/accounts')({
  loader: async () => ({ accounts: await load(api.GET('/api/admin/accounts')) }),
  component: AccountsPage,
});

function AccountsPage() {
  const { accounts } = Route.useLoaderData();
  const t = useMessages(messages);
  useDocumentTitle(t('accounts'));
  return <AccountList accounts={accounts} />;
}
