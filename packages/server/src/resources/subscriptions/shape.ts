import { decimalText, type Subscription } from '@kwartier/api';
import type { SubscriptionFields } from './store.js';

// Stored rows → the contract's shapes. Flags become booleans here and nowhere else; `name` is the
// service's name.

export function subscriptionShape(row: SubscriptionFields): Subscription {
  return {
    id: row.id,
    client_id: row.client_id,
    client: { id: row.client_id, name: row.client_name },
    service_id: row.service_id,
    name: row.service_name,
    enddate: row.enddate,
    active: row.active === 1,
    price: row.price_cents === null ? null : decimalText(row.price_cents),
    period: row.period,
    startdate: row.startdate,
    vat: decimalText(row.vat),
    vat_category: row.vat_category,
  };
}
