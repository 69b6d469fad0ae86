import type { Db } from '../../db/database.js';
import { runStatement } from '../../db/statements.js';

// Periods read one fact from the database: the organisation's first day of the week.

const FIRST_DAY = `select "firstdayoftheweek" from "organizations" where "id" = ?`;

export function periodStore(db: Db) {
  return {
    /** The organisation's first day of the week (0 Sunday … 6 Saturday). */
    async firstDayOfWeek(organizationId: number): Promise<number> {
      const { rows } = await runStatement<{ firstdayoftheweek: number }>(db, FIRST_DAY, [organizationId]);
      return rows[0].firstdayoftheweek;
    },
  };
}
