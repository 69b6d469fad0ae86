// The default period and today's date live with the dates (i18n), shared by the invoice and quote dialogs.
export { localToday, periodOf } from '../../../i18n/periodOf';
