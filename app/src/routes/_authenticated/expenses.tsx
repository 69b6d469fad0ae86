import { saveBlobAs } from '@kwartier/api';
import { ExpenseList, useMessages } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { savedMessages } from '../../saved.messages';
import { useSave } from '../../save';

/** /expenses: a member's own expenses, or everyone's for an admin; Delete while not invoiced. */
export const Route = createFileRoute('/_authenticated/expenses')({
  loader: async () => load(api.GET('/api/expenses')),
  component: ExpensesPage,
});

function ExpensesPage() {
  const { user } = Route.useRouteContext();
  const { expenses } = Route.useLoaderData();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('expenses'));
  return (
    <ExpenseList
      expenses={expenses}
      showMember={Boolean(user.admin)}
      dateFormat={user.dateformat}
      onDownloadReceipt={(expense) =>
        void api.GET('/api/expenses/{id}/receipt', { params: { path: { id: expense.id } }, parseAs: 'blob' }).then(({ data }) => {
          if (data && expense.receipt) saveBlobAs(data, expense.receipt.name);
        })
      }
      onDelete={(expense) => save.form(api.DELETE('/api/expenses/{id}', { params: { path: { id: expense.id } } }), saved('expenseDeleted'))}
    />
  );
}
