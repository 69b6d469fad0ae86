import { saveBlobAs, uploadExpenseReceipt, type Expense } from '@kwartier/api';
import { localDate } from '@kwartier/api/pages/search';
import { ExpenseForm, ExpenseList, useMessages, type ExpenseFormValues, type SubmitResult } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { savedMessages } from '../../saved.messages';
import { useSave } from '../../save';
import { submitResult, uploadResult } from '../../submit';

const authenticated = getRouteApi('/_authenticated');

/**
 * /expenses: a member's own expenses, or everyone's for an admin; record one, or edit and delete
 * one while it is on no invoice. The receipt goes up after the expense (a call of its own).
 */
export const Route = createFileRoute('/_authenticated/expenses')({
  loader: async () => load(api.GET('/api/expenses')),
  component: ExpensesPage,
});

function ExpensesPage() {
  const { user } = Route.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { expenses, projects, categories } = Route.useLoaderData();
  const router = useRouter();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('expenses'));
  const [isOpen, setOpen] = useState(false);
  // The expense in the form: null for a new one; a new one whose receipt was refused is this one from then on.
  const [editing, setEditing] = useState<Expense | null>(null);

  const open = (expense: Expense | null) => {
    setEditing(expense);
    setOpen(true);
  };

  const submit = async ({ id, receipt, ...input }: ExpenseFormValues): Promise<SubmitResult> => {
    const call = id === null ? api.POST('/api/expenses', { body: input }) : api.PUT('/api/expenses/{id}', { params: { path: { id } }, body: input });
    const removing = receipt === null && Boolean(editing?.receipt);
    if (!(receipt instanceof File) && !removing) return save.form(call, saved('expenseSaved'));
    const answer = await call;
    const refusal = await submitResult(Promise.resolve(answer));
    if (refusal || !answer.data) return refusal;
    const expense = answer.data;
    const then =
      receipt instanceof File
        ? uploadExpenseReceipt(api, expense.id, receipt)
        : api.DELETE('/api/expenses/{id}/receipt', { params: { path: { id: expense.id } } });
    const receiptRefusal = await uploadResult(then, 'receipt');
    if (receiptRefusal) {
      // The expense is kept: the form edits it from now on, and the list shows it.
      setEditing(expense);
      await router.invalidate();
      return receiptRefusal;
    }
    return save.form(then, saved('expenseSaved'));
  };

  return (
    <>
      <ExpenseList
        expenses={expenses}
        showMember={Boolean(user.admin)}
        dateFormat={user.dateformat}
        onRecord={() => open(null)}
        onEdit={(expense) => open(expense)}
        onDownloadReceipt={(expense) =>
          void api.GET('/api/expenses/{id}/receipt', { params: { path: { id: expense.id } }, parseAs: 'blob' }).then(({ data }) => {
            if (data && expense.receipt) saveBlobAs(data, expense.receipt.name);
          })
        }
        onDelete={(expense) => save.form(api.DELETE('/api/expenses/{id}', { params: { path: { id: expense.id } } }), saved('expenseDeleted'))}
      />
      <ExpenseForm
        isOpen={isOpen}
        onOpenChange={setOpen}
        expense={editing}
        projects={projects}
        categories={categories}
        today={localDate(new Date())}
        dateFormat={user.dateformat}
        firstDayOfWeek={organization.firstdayoftheweek}
        canRemoveReceipt
        onSubmit={submit}
      />
    </>
  );
}
