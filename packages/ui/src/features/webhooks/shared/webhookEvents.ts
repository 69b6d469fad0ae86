import type { WebhookEventType } from '@kwartier/api';

/** The events an endpoint can name (all but the test `ping`), in the groups the dialog shows them in. */
export type WebhookEventGroup = 'time' | 'invoices' | 'clients' | 'expenses';

const GROUP_OF: Record<Exclude<WebhookEventType, 'ping'>, WebhookEventGroup> = {
  'time.saved': 'time',
  'week.submitted': 'time',
  'week.approved': 'time',
  'invoice.created': 'invoices',
  'invoice.sent': 'invoices',
  'invoice.paid': 'invoices',
  'payment.recorded': 'invoices',
  'client.created': 'clients',
  'client.changed': 'clients',
  'expense.recorded': 'expenses',
};

/** The groups in order, each with its events in the contract's order. */
export const WEBHOOK_EVENT_GROUPS: readonly { group: WebhookEventGroup; events: readonly WebhookEventType[] }[] = (
  ['time', 'invoices', 'clients', 'expenses'] as const
).map((group) => ({ group, events: (Object.keys(GROUP_OF) as (keyof typeof GROUP_OF)[]).filter((event) => GROUP_OF[event] === group) }));
