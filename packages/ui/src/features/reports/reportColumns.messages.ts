import { messagesOf, type KeysOf } from '../../i18n/catalogue';

/** Names of groups and columns of a report, shared by the screen, its table and the CSV and XLSX exports. */
export const columnMessages = messagesOf('reportColumns');

export type ColumnMessageKey = KeysOf<typeof columnMessages>;
