import type { KeysOf } from '../../../i18n/catalogue';
import type { Account } from '@kwartier/api';
import { useId, useMemo, useState } from 'react';
import { SearchField } from '../../../primitives/SearchField/SearchField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { filterAccounts } from './filterAccounts';
import { messages } from './AccountList.messages';
// The page title looks like every page's (PageHeader); the h1 sits in this screen's own layout.
import * as pageHeader from '../../../patterns/PageHeader/PageHeader.css';
import * as styles from './AccountList.css';

/** Props of {@link AccountList}. */
export interface AccountListProps {
  /** Every account (organisation) of the installation (`GET /api/admin/accounts`); the list filters them itself. */
  accounts: Account[];
  /** Initial search text. */
  defaultSearch?: string;
}

const column = createColumnHelper<Account>();

function accountColumns(t: Translate<KeysOf<typeof messages>>) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ getValue }) => <TruncatedText maxWidth="60ch">{getValue()}</TruncatedText>,
      meta: { isRowHeader: true },
    }),
  ];
}

/**
 * The super admin's accounts screen (/admin/accounts): a search box and a table of the
 * account names, sortable by name; 'No accounts found' when nothing matches.
 */
export function AccountList({ accounts, defaultSearch = '' }: AccountListProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const visible = useMemo(() => filterAccounts(accounts, search), [accounts, search]);
  const columns = useMemo(() => accountColumns(t), [t]);
  return (
    // Not a <section> landmark: above 200 rows the table's scroll area is a region named by the
    // same heading, and two landmarks of one name confuse screen readers (axe landmark-unique).
    <div className={styles.root}>
      <h1 id={titleId} className={pageHeader.title}>
        {t('title')}
      </h1>
      <SearchField
        className={styles.search}
        label={t('search')}
        isLabelHidden
        placeholder={t('search')}
        value={search}
        onChange={setSearch}
      />
      <Table
        aria-labelledby={titleId}
        columns={columns}
        data={visible}
        getRowId={(account) => String(account.id)}
        emptyText={t('empty')}
        enableSorting
        initialSorting={[{ id: 'name', desc: false }]}
      />
    </div>
  );
}
