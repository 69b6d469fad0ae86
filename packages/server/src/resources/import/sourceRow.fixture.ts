import type { SourceRow } from './parse.js';

/** A row as the parser gives it, for the import's unit tests: Anna's hour of Build on 2 March 2026, changed by `over`. */
export const sourceRow = (over: Partial<SourceRow>): SourceRow => ({
  line: 2,
  sourceId: 'x',
  userKey: 'anna@x.test',
  userName: 'Anna',
  email: 'anna@x.test',
  client: 'Acme',
  project: 'Web',
  task: 'Build',
  note: '',
  billable: true,
  invoiced: false,
  date: '2026-03-02',
  minutes: 60,
  rateCents: null,
  ...over,
});
