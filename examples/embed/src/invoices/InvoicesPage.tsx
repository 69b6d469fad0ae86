/**
 * The invoice list of a Kwartier server, read through `@kwartier/api`'s typed client with a
 * personal access token, from this page's own origin (CORS: the organisation lists it in
 * `api_origins`). A small form takes the server's address and the token.
 *
 * Only the list is embedded: adding and copying an invoice, its page and its PDF open in Kwartier
 * itself (a new tab), where the user is signed in. Deleting a concept and changing a status go
 * through the API with the token; a read token is refused (403), and the list shows the server's
 * reason, as the save convention says.
 */
import type { Invoice, InvoiceList as InvoiceListData } from '@kwartier/api';
import { Alert, Button, InvoiceList, TextField, useMessages, type SubmitResult } from '@kwartier/ui';
import { vars } from '@kwartier/ui/theme';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { messages } from '../messages';
import { clientFor, normalizeServerUrl, storeConnection, storedConnection, type Connection } from './connection';

type Failure = { kind: 'unreachable' } | { kind: 'refused'; status: number; message: string };

export function InvoicesPage() {
  const t = useMessages(messages);
  const [connection, setConnection] = useState<Connection | null>(storedConnection);
  const [serverUrl, setServerUrl] = useState(connection?.serverUrl ?? '');
  const [token, setToken] = useState(connection?.token ?? '');
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [list, setList] = useState<InvoiceListData>();
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const load = useCallback(async (forConnection: Connection, forYear: number) => {
    setLoading(true);
    setFailure(undefined);
    try {
      const { data, error, response } = await clientFor(forConnection).GET('/api/invoices', { params: { query: { year: forYear } } });
      if (data) setList(data);
      else {
        setList(undefined);
        setFailure({ kind: 'refused', status: response.status, message: (error as { message?: string } | undefined)?.message ?? response.statusText });
      }
    } catch (error) {
      // A server that does not answer, or whose answer the browser hides because the server did
      // not allow this origin (no CORS headers): fetch fails without a status.
      console.warn('Loading the invoices failed', error);
      setList(undefined);
      setFailure({ kind: 'unreachable' });
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (connection) void load(connection, year);
  }, [connection, year, load]);

  function connect(event: FormEvent) {
    event.preventDefault();
    const next = { serverUrl: normalizeServerUrl(serverUrl), token: token.trim() };
    storeConnection(next);
    setList(undefined);
    setConnection(next);
  }

  function disconnect() {
    storeConnection(null);
    setConnection(null);
    setList(undefined);
    setFailure(undefined);
  }

  /** A write through the token (the save convention): nothing once saved and reloaded, a refusal's body to show, a throw for the unexpected. */
  async function write(call: Promise<{ error?: unknown; response: Response }>): Promise<SubmitResult> {
    const { error, response } = await call;
    if (response.ok) {
      await load(connection!, year);
      return undefined;
    }
    if (error && typeof error === 'object' && 'message' in error) return error as { message: string };
    throw new Error(`${response.status} ${response.statusText}`);
  }

  const inKwartier = (path: string) => `${connection?.serverUrl ?? ''}${path}`;
  const openInKwartier = (path: string) => window.open(inKwartier(path), '_blank', 'noopener');

  return (
    <section aria-labelledby="invoices-heading" style={{ display: 'grid', gap: vars.space.md }}>
      <h2 id="invoices-heading" style={{ margin: 0, color: vars.color.primaryText }}>
        {t('invoicesTab')}
      </h2>
      <p style={{ margin: 0, color: vars.color.muted }}>{t('invoicesIntro')}</p>
      <form onSubmit={connect} style={{ display: 'grid', gap: vars.space.sm, maxWidth: '40rem' }}>
        <TextField
          label={t('serverUrl')}
          description={t('serverUrlHelp')}
          name="serverUrl"
          type="url"
          isRequired
          value={serverUrl}
          onChange={setServerUrl}
        />
        <TextField label={t('token')} description={t('tokenHelp')} name="token" type="password" isRequired value={token} onChange={setToken} />
        <div style={{ display: 'flex', gap: vars.space.sm }}>
          <Button type="submit" variant="primary" isDisabled={serverUrl.trim() === '' || token.trim() === ''}>
            {t('connect')}
          </Button>
          {connection && <Button onPress={disconnect}>{t('disconnect')}</Button>}
        </div>
      </form>
      {connection && failure && (
        <Alert tone="error">
          {t('loadFailed', {
            server: connection.serverUrl,
            reason: failure.kind === 'unreachable' ? t('unreachable') : t('refused', { status: failure.status, message: failure.message }),
          })}
        </Alert>
      )}
      {connection && list && (
        <>
          <p role="status" style={{ margin: 0 }}>
            {t('connectedTo', { server: connection.serverUrl })} {t('openInKwartier')}
          </p>
          <InvoiceList
            list={list}
            year={year}
            isLoading={isLoading}
            onYearChange={setYear}
            invoiceHref={(invoice: Invoice) => inKwartier(`/invoices/${invoice.id}`)}
            onAdd={() => openInKwartier('/invoices')}
            onCopy={(invoice) => openInKwartier(`/invoices/${invoice.id}`)}
            onDelete={(invoice) => write(clientFor(connection).DELETE('/api/invoices/{id}', { params: { path: { id: invoice.id } } }))}
            onStatusChange={(invoice, status_id, change) =>
              write(clientFor(connection).PUT('/api/invoices/{id}', { params: { path: { id: invoice.id } }, body: { status_id, ...change } }))
            }
            // The PDF is served outside /api, to a signed-in session: it opens in Kwartier.
            onDownloadPdf={async (invoice) => {
              openInKwartier(`/invoices/${invoice.id}/pdf`);
            }}
          />
        </>
      )}
    </section>
  );
}
