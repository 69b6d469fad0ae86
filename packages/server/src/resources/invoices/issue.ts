import type { Db } from '../../db/database.js';
import { organizationStore } from '../organization/store.js';
import { issuedDetails } from './shape.js';
import { invoiceStore } from './store.js';

/**
 * Keeps with an invoice that just left concept the details printed on it from now on: the ones
 * it has now (actions/invoices.ts changeInvoiceStatus, whoever moves it).
 */
export async function keepIssuedDetails(db: Db, organizationId: number, invoiceId: number, now: Date = new Date()): Promise<void> {
  const invoices = invoiceStore(db);
  const organization = await organizationStore(db).find(organizationId);
  await invoices.update(organizationId, invoiceId, { issued: issuedDetails(await invoices.find(organizationId, invoiceId), organization) }, now);
}
