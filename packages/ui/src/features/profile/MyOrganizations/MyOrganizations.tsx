import type { MyOrganization } from '@kwartier/api';
import { createContext, useContext, useId, useMemo } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import type { KeysOf } from '../../../i18n/catalogue';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './MyOrganizations.messages';
// The Sessions panel's look: the two panels of My profile are laid out alike.
import * as styles from '../SessionList/SessionList.css';

/** Props of {@link MyOrganizations}. */
export interface MyOrganizationsProps {
  /** The person's organisations (`GET /api/user/organizations`), the one this session acts in `current`. */
  organizations: readonly MyOrganization[];
  /**
   * Leaves an organisation after the person confirmed (`DELETE /api/user/organizations/{id}`).
   * Resolve to `undefined` on success (refresh `organizations`; when it was the current one the
   * app loads afresh), or to the 409 body: its message (the last admin, the only organisation)
   * shows in the confirmation, which stays open. Reject for the unexpected (a general message).
   */
  onLeave: (organization: MyOrganization) => SaveResult;
  /** While `organizations` is being read: placeholder rows. */
  isLoading?: boolean;
  /** Heading level of the 'Organisations' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<MyOrganization>();
const RequestLeaveContext = createContext<((organization: MyOrganization) => void) | null>(null);

function LeaveCell({ organization, t }: { organization: MyOrganization; t: Translate<Key> }) {
  const requestLeave = useContext(RequestLeaveContext);
  if (!requestLeave) return null;
  return (
    <Button size="sm" aria-label={t('leaveLabel', { organization: organization.name })} onPress={() => requestLeave(organization)}>
      {t('leave')}
    </Button>
  );
}

function organizationColumns(t: Translate<Key>) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row }) => (
        <span className={styles.cellStack}>
          <span>{row.original.name}</span>
          {row.original.current && <span className={styles.current}>{t('current')}</span>}
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.accessor('admin', { header: () => t('roleColumn'), cell: ({ getValue }) => t(getValue() ? 'admin' : 'member') }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <LeaveCell organization={row.original} t={t} />,
      meta: { width: '120px', align: 'end' },
    }),
  ];
}

/**
 * My profile › Organisations: the organisations the person is a member of with this login, with
 * their role in each and the one they work in now marked. Leave asks first, and shows the
 * server's refusal (the last admin, the only organisation) in that confirmation. A table; a card
 * per organisation on a phone.
 */
export function MyOrganizations({ organizations, onLeave, isLoading = false, headingLevel = 2 }: MyOrganizationsProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<MyOrganization>({ onDelete: onLeave });
  const columns = useMemo(() => organizationColumns(t), [t]);
  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.intro}>{t('intro')}</p>
      <RequestLeaveContext.Provider value={rows.requestDelete}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={[...organizations]}
          getRowId={(organization) => String(organization.id)}
          isLoading={isLoading}
          loadingRowCount={2}
        />
      </RequestLeaveContext.Provider>
      {rows.confirmDelete(t('confirmTitle'), (organization) => t('confirmBody', { organization: organization.name }), t('leave'))}
    </div>
  );
}
