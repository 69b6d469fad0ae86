export { useDateFormatItems, useLanguageItems, useSaveLabel, useWeekdayItems } from './options';
export { useSyncedState } from './useSyncedState';
