import type { KeysOf } from '../../../i18n/catalogue';
import type { UserSession } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './SessionList.messages';
import * as styles from './SessionList.css';

/** Props of {@link SessionList}. */
export interface SessionListProps {
  /** The signed-in user's sessions (`GET /api/user/sessions`): this browser's (`is_current`) first, then the most recently seen. */
  sessions: readonly UserSession[];
  /**
   * Ends another session after the user confirmed (`DELETE /api/user/sessions/{id}`). Resolve to
   * `undefined` on success (refresh `sessions`, show a snackbar), or to a refusal (its message
   * shows in the confirmation, which stays open); reject for the unexpected (a general message).
   */
  onEnd: (session: UserSession) => SaveResult;
  /**
   * Ends every session but this one after the user confirmed (`POST /api/user/sessions/endothers`);
   * same convention as `onEnd`.
   */
  onEndOthers: () => SaveResult;
  /** The user's date format for the moments. */
  dateFormat?: DateFormat;
  /** While `sessions` is being read (again): placeholder rows, or a bar over the rows shown. */
  isLoading?: boolean;
  /** Heading level of the 'Sessions' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<UserSession>();

/** What a session's device is called: `Firefox 133 on Windows 10`, or its kind when the browser said nothing. */
function deviceName(session: UserSession, t: Translate<Key>): string {
  if (session.browser === null && session.os === null) return t(session.device);
  return t('device', { browser: session.browser ?? t('unknownBrowser'), os: session.os ?? t('unknownSystem') });
}

const RequestEndContext = createContext<((session: UserSession) => void) | null>(null);

function EndCell({ session, t }: { session: UserSession; t: Translate<Key> }) {
  const requestEnd = useContext(RequestEndContext);
  // This browser's own session is ended by signing out (the shell's menu), not here.
  if (session.is_current || !requestEnd) return null;
  return (
    <Button size="sm" aria-label={t('signOutLabel', { device: deviceName(session, t) })} onPress={() => requestEnd(session)}>
      {t('signOut')}
    </Button>
  );
}

/** `several`: the sessions work in more than one organisation, so each says which. */
function sessionColumns(t: Translate<Key>, locale: string, dateFormat: DateFormat | undefined, several: boolean) {
  return [
    column.display({
      id: 'device',
      header: () => t('deviceColumn'),
      cell: ({ row }) => (
        <span className={styles.cellStack}>
          <span>{deviceName(row.original, t)}</span>
          {row.original.is_current ? (
            <span className={styles.current}>{t('thisDevice')}</span>
          ) : (
            // The kind of device, unless the name is already just that.
            (row.original.browser !== null || row.original.os !== null) && <span className={styles.secondary}>{t(row.original.device)}</span>
          )}
          {several && <span className={styles.secondary}>{t('organization', { organization: row.original.organization_name })}</span>}
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.accessor('address', {
      header: () => t('addressColumn'),
      cell: ({ getValue }) => <span className={styles.cellStack}>{getValue() ?? t('unknownAddress')}</span>,
    }),
    column.accessor('signed_in_at', {
      header: () => t('signedInColumn'),
      cell: ({ getValue }) => formatDateTime(getValue(), dateFormat, locale),
    }),
    column.accessor('last_seen_at', {
      header: () => t('lastSeenColumn'),
      cell: ({ getValue }) => formatDateTime(getValue(), dateFormat, locale),
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <EndCell session={row.original} t={t} />,
      meta: { width: '120px', align: 'end' },
    }),
  ];
}

/**
 * My profile › Sessions: the browsers signed in as the user — device (browser and system, from
 * the User-Agent), address, when it signed in and was last seen — with this one marked 'This
 * device', and the organisation each works in when they are not all in one. Each other session has Sign out, and 'Sign out all other sessions' ends them all;
 * both ask first. A table; a card per session on a phone.
 */
export function SessionList({ sessions, onEnd, onEndOthers, dateFormat, isLoading = false, headingLevel = 2 }: SessionListProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<UserSession>({ onDelete: onEnd });
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = sessions.filter((session) => !session.is_current).length;
  const several = new Set(sessions.map((session) => session.organization_name)).size > 1;
  const columns = useMemo(() => sessionColumns(t, locale, dateFormat, several), [t, locale, dateFormat, several]);

  return (
    // Not a <section> landmark: a long table's scroll area is a region named by the same heading.
    <div ref={rows.focusScopeRef} className={styles.root}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('title')}
        </Heading>
        <Button variant="danger" isDisabled={others === 0} onPress={() => setConfirmOthers(true)}>
          {t('signOutOthers')}
        </Button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <RequestEndContext.Provider value={rows.requestDelete}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={[...sessions]}
          getRowId={(session) => session.id}
          emptyText={t('empty')}
          isLoading={isLoading}
          loadingRowCount={2}
        />
      </RequestEndContext.Provider>
      {rows.confirmDelete(t('confirmOneTitle'), (session) =>
        t('confirmOneBody', { device: deviceName(session, t), address: session.address ?? t('unknownAddress') }),
        t('signOut'),
      )}
      <ConfirmDialog
        title={t('confirmOthersTitle')}
        confirmLabel={t('signOut')}
        isOpen={confirmOthers}
        onOpenChange={setConfirmOthers}
        onConfirm={onEndOthers}
      >
        {t('confirmOthersBody', { count: others })}
      </ConfirmDialog>
    </div>
  );
}
