// Durations — integer minutes written as `7:30` or decimal hours (`7.5` / `7,5`), and read from
// what people type in a time-sheet cell — live once, in @kwartier/api (`duration.ts`).
export { decimalHoursText, formatDuration, parseDuration, type DurationStyle } from '@kwartier/api';
