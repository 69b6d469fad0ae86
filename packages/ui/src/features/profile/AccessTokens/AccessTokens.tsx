import type { KeysOf } from '../../../i18n/catalogue';
import type { AccessToken, AccessTokenCreate, CreatedAccessToken, TokenScope } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { CopyButton } from '../../../patterns/copy/CopyButton';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { Select } from '../../../primitives/Select/Select';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { DEFAULT_EXPIRY_DAYS, EXPIRY_PRESETS, expiryDateRange, formatExpiry, MAX_TOKEN_DAYS } from './accessTokenExpiry';
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
  /** The user's date format for the moments and the expiry date field. */
  dateFormat?: DateFormat;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday), for the expiry date's calendar. */
  firstDayOfWeek?: number | null;
  /**
   * Today, `YYYY-MM-DD`: an expiry date may be picked from the day after to a year ahead. Without it
   * the clock decides, keeping to what both the browser's day and the server's (UTC) allow.
   */
  today?: string;
  /** While `tokens` is being read (again). */
  isLoading?: boolean;
  /** Heading level of the 'API tokens' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<AccessToken>();
const FIELDS = ['name', 'scope', 'expires_in_days', 'expires_on'] as const;
/** The expiry chosen: one of the presets (days, as a key) or a date. */
type ExpiryChoice = `${(typeof EXPIRY_PRESETS)[number]}` | 'date';

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

/** `several`: the tokens act in more than one organisation, so each says which. */
function tokenColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined, several: boolean) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row, getValue }) =>
        several ? (
          <span className={styles.nameCell}>
            {getValue()}
            <span className={styles.muted}>{t('organization', { organization: row.original.organization_name })}</span>
          </span>
        ) : (
          getValue()
        ),
      meta: { isRowHeader: true },
    }),
    column.accessor('scope', { header: () => t('scopeColumn'), cell: ({ getValue }) => t(getValue()) }),
    column.accessor('expires_at', {
      header: () => t('expiresColumn'),
      cell: ({ row, getValue }) => (row.original.expired ? t('expired') : formatExpiry(getValue(), dateFormat)),
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
 * My profile › API tokens: make a personal access token (name, read or read-and-write, and an
 * expiry: in 7, 30 or 90 days or a year, or at the end of a date picked from tomorrow to a year
 * ahead; a token always expires), see its secret once, and the tokens with the day they expire (in
 * the user's language) and their last use, each revocable after a confirmation. A table; a card
 * per token on a phone.
 */
export function AccessTokens({
  tokens,
  onCreate,
  created,
  onDismissCreated,
  onRevoke,
  dateFormat,
  firstDayOfWeek,
  today,
  isLoading = false,
  headingLevel = 2,
}: AccessTokensProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<AccessToken>({ onDelete: onRevoke });
  const several = new Set(tokens.map((token) => token.organization_name)).size > 1;
  const columns = useMemo(() => tokenColumns(t, locale, dateFormat, several), [t, locale, dateFormat, several]);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>(`${DEFAULT_EXPIRY_DAYS}`);
  const [expiresOn, setExpiresOn] = useState<string | null>(null);
  // Read when the date field shows, so a page left open overnight offers the new tomorrow.
  const range = expiry === 'date' ? expiryDateRange(new Date(), today) : null;
  const dateInRange = range !== null && expiresOn !== null && expiresOn >= range.min && expiresOn <= range.max;
  const submission = useFormSubmission<AccessTokenCreate>(onCreate, FIELDS);
  const canSubmit = name.trim() !== '' && (expiry !== 'date' || dateInRange);
  const submit = async () => {
    const body: AccessTokenCreate =
      expiry === 'date' ? { name: name.trim(), scope, expires_on: expiresOn! } : { name: name.trim(), scope, expires_in_days: Number(expiry) };
    if (await submission.submit(body)) setName('');
  };
  const expiryItems = [
    ...EXPIRY_PRESETS.map((days) => ({ id: `${days}`, label: days === MAX_TOKEN_DAYS ? t('inYear') : t('inDays', { days }) })),
    { id: 'date', label: t('onDate') },
  ];

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
            <CopyButton className={styles.copy} text={created.token} label={t('copy')} copied={t('copied')} copyFailed={t('copyFailed')} />
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
        <Select
          name="expires_in_days"
          label={t('expiryLabel')}
          items={expiryItems}
          selectedKey={expiry}
          onSelectionChange={(key) => key !== null && setExpiry(key as ExpiryChoice)}
          isRequired
        />
        {range && (
          <DatePicker
            name="expires_on"
            label={t('dateLabel')}
            description={t('dateDescription')}
            value={expiresOn}
            onChange={setExpiresOn}
            minValue={range.min}
            maxValue={range.max}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
            isRequired
          />
        )}
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
