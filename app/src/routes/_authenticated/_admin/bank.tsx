import { uploadBankStatement, type BankEntryStatus, type BankStatementImport } from '@kwartier/api';
import { BankEntryList, BankStatementUpload, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load } from '../../../load';
import { messages } from '../../../messages';
import { savedMessages } from '../../../saved.messages';
import { useSave } from '../../../save';
import { uploadResult } from '../../../submit';

const authenticated = getRouteApi('/_authenticated');

const DONE: readonly BankEntryStatus[] = ['matched', 'skipped'];

/**
 * /bank (admins): upload a bank statement (CAMT.053 or MT940), then confirm, change or skip the
 * match proposed for each incoming payment; `?status=matched|skipped` shows those decided.
 */
export const Route = createFileRoute('/_authenticated/_admin/bank')({
  validateSearch: (search: Record<string, unknown>): { status?: BankEntryStatus } => ({
    status: DONE.find((status) => status === search.status),
  }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open' }),
  loader: async ({ deps }) => {
    const [entries, invoices] = await Promise.all([
      load(api.GET('/api/bank/entries', { params: { query: { status: deps.status } } })),
      deps.status === 'open' ? load(api.GET('/api/bank/open-invoices')) : Promise.resolve([]),
    ]);
    return { entries, invoices, status: deps.status };
  },
  component: BankPage,
});

function BankPage() {
  const { user } = authenticated.useRouteContext();
  const { entries, invoices, status } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  const [result, setResult] = useState<BankStatementImport | null>(null);
  useDocumentTitle(t('bank'));

  const onUpload = async (file: File) => {
    setResult(null);
    const call = uploadBankStatement(api, file);
    const failure = await uploadResult(call, 'file');
    const { data } = await call;
    if (!failure && data) {
      setResult(data);
      await router.invalidate();
    }
    return failure;
  };

  return (
    <BankEntryList
      entries={entries}
      status={status}
      onStatusChange={(next) => void navigate({ search: { status: next === 'open' ? undefined : next } })}
      openInvoices={invoices}
      dateFormat={user.dateformat}
      upload={<BankStatementUpload onUpload={onUpload} result={result} />}
      onConfirm={(entry, allocations) =>
        save.form(api.POST('/api/bank/entries/{id}/confirm', { params: { path: { id: entry.id } }, body: { allocations } }), saved('bankEntryMatched'))
      }
      onSkip={(entry) => save.form(api.POST('/api/bank/entries/{id}/skip', { params: { path: { id: entry.id } } }), saved('bankEntrySkipped'))}
    />
  );
}
