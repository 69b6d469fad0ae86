import type { AccessToken, AccessTokenCreate, CreatedAccessToken, TokenScope } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { NumberField } from '../../../primitives/NumberField/NumberField';
import { Select } from '../../../primitives/Select/Select';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './AccessTokens.messages';
import * as styles from './AccessTokens.css';

/** Props of {@link AccessTokens}. */
export interface AccessTokensProps {
  /** The signed-in user's tokens (`GET /api/user/tokens`), newest first. */
  tokens: readonly AccessToken[];
  /**
   * Makes a token (`POST /api/user/tokens`). Resolve to `undefined` on success — then pass the
   * answer as `created` to show its secret once — or to the 422 body (shown under the fields);
   * reject for the unexpected.
   */
  onCreate: (values: AccessTokenCreate) => SaveResult;
  /** The token just made, with its secret; shown until `onDismissCreated`. Never keep it longer. */
  created?: CreatedAccessToken | null;
  /** Hides the new token's secret for good. */
  onDismissCreated?: () => void;
  /** Revokes a token after the user confirmed (`DELETE /api/user/tokens/{id}`); same convention as `onCreate`. */
  onRevoke: (token: AccessToken) => SaveResult;
  /** The user's date format for the moments. */
  dateFormat?: DateFormat;
  /** While `tokens` is being read (again). */
  isLoading?: boolean;
  /** Heading level of the 'API tokens' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = keyof (typeof messages)['en'];
const column = createColumnHelper<AccessToken>();
const FIELDS = ['name', 'scope', 'expires_in_days', 'expires_on'] as const;
const DEFAULT_DAYS = 90;

const RequestRevokeContext = createContext<((token: AccessToken) => void) | null>(null);

function RevokeCell({ token, t }: { token: AccessToken; t: Translate<Key> }) {
  const requestRevoke = useContext(RequestRevokeContext);
  if (!requestRevoke) return null;
  return (
    <Button size="sm" aria-label={t('revokeLabel', { name: token.name })} onPress={() => requestRevoke(token)}>
      {t('revoke')}
    </Button>
  );
}

function tokenColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined) {
  return [
    column.accessor('name', { header: () => t('nameColumn'), meta: { isRowHeader: true } }),
    column.accessor('scope', { header: () => t('scopeColumn'), cell: ({ getValue }) => t(getValue()) }),
    column.accessor('expires_at', {
      header: () => t('expiresColumn'),
      cell: ({ row, getValue }) => (row.original.expired ? t('expired') : formatDateTime(getValue(), dateFormat, locale)),
    }),
    column.accessor('last_used_at', {
      header: () => t('lastUsedColumn'),
      cell: ({ getValue }) => {
        const at = getValue();
        return at === null ? t('never') : formatDateTime(at, dateFormat, locale);
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <RevokeCell token={row.original} t={t} />,
      meta: { width: '120px', align: 'end' },
    }),
  ];
}

/**
 * My profile › API tokens: make a personal access token (name, read or read-and-write, expiry in
 * days), see its secret once, and the tokens with their expiry and last use, each revocable after
 * a confirmation. A table; a card per token on a phone.
 */
export function AccessTokens({ tokens, onCreate, created, onDismissCreated, onRevoke, dateFormat, isLoading = false, headingLevel = 2 }: AccessTokensProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<AccessToken>({ onDelete: onRevoke });
  const columns = useMemo(() => tokenColumns(t, locale, dateFormat), [t, locale, dateFormat]);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const submission = useFormSubmission<AccessTokenCreate>(onCreate, FIELDS);
  const canSubmit = name.trim() !== '' && Number.isInteger(days);
  const submit = async () => {
    if (await submission.submit({ name: name.trim(), scope, expires_in_days: days })) setName('');
  };

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.intro}>{t('intro')}</p>
      {created && (
        <Alert tone="success" onDismiss={onDismissCreated}>
          <span className={styles.secret}>
            <strong>{t('newTitle', { name: created.name })}</strong>
            <span>{t('newBody')}</span>
            <code className={styles.secretValue} aria-label={t('newLabel')}>
              {created.token}
            </code>
          </span>
        </Alert>
      )}
      <SubmissionForm submission={submission} onSubmit={() => void submit()} submitLabel={t('create')} canSubmit={canSubmit} className={styles.form} actionsClassName={styles.actions}>
        <TextField name="name" label={t('nameLabel')} description={t('nameDescription')} value={name} onChange={setName} maxLength={100} isRequired />
        <Select
          name="scope"
          label={t('scopeLabel')}
          items={[
            { id: 'read', label: t('read') },
            { id: 'write', label: t('write') },
          ]}
          selectedKey={scope}
          onSelectionChange={(key) => key !== null && setScope(key as TokenScope)}
          isRequired
        />
        <NumberField name="expires_in_days" label={t('daysLabel')} value={days} onChange={setDays} minValue={1} maxValue={365} step={1} isRequired />
      </SubmissionForm>
      <RequestRevokeContext.Provider value={rows.requestDelete}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={[...tokens]}
          getRowId={(token) => String(token.id)}
          emptyText={t('empty')}
          isLoading={isLoading}
          loadingRowCount={2}
        />
      </RequestRevokeContext.Provider>
      {rows.confirmDelete(t('confirmTitle'), (token) => t('confirmBody', { name: token.name }), t('revoke'))}
    </div>
  );
}
