import type { Project } from '@kwartier/api';
import { budgetShape, budgetUseShape, storedBudget, type ProjectUse } from './budget.js';
import type { ProjectWithClient } from './store.js';

// Stored rows → the contract's shapes. Flags become booleans here and nowhere else.

/** A project with what its budget's current period (on `today`) used. */
export function projectShape(row: ProjectWithClient, use: ProjectUse, today: string): Project {
  const budget = storedBudget(row);
  return {
    id: row.id,
    name: row.name,
    projectnumber: row.projectnumber,
    client_id: row.client_id,
    client: { id: row.client_id, name: row.client_name },
    startdate: row.startdate,
    enddate: row.enddate,
    description: row.description,
    active: row.active === 1,
    budget: budgetShape(budget),
    budget_use: budgetUseShape(budget, use, today),
    currency: row.client_currency,
  };
}
