import { getLocalTimeZone, today } from '@internationalized/date';

/** The server's calendar day (`YYYY-MM-DD` in its time zone): what "today" means to due dates, budgets' months and the daily jobs. */
export const serverToday = (): string => today(getLocalTimeZone()).toString();
