import type { Project } from '@kwartier/api';
import type { ProjectWithClient } from './store.js';

// Stored rows → the contract's shapes. Flags become booleans here and nowhere else.

export function projectShape(row: ProjectWithClient): Project {
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
  };
}
