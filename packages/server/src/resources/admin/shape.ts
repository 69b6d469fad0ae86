import type { Account } from '@kwartier/api';
import type { OrganizationRow } from '../../db/schema.js';

export function accountShape(row: Pick<OrganizationRow, 'id' | 'name'>): Account {
  return { id: row.id, name: row.name };
}
