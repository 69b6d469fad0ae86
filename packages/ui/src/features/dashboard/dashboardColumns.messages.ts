import { messagesOf, type KeysOf } from '../../i18n/catalogue';

/** Column titles of the dashboard's rows, shared by the table and its CSV export. */
export const columnMessages = messagesOf('dashboardColumns');

export type ColumnMessageKey = KeysOf<typeof columnMessages>;
