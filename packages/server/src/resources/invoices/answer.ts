import { currentUser, storeOf, type AppContext } from '../../http/context.js';
import { organizationStore } from '../organization/store.js';
import { paymentShape } from '../payments/shape.js';
import { paymentStore } from '../payments/store.js';
import { invoiceShape } from './shape.js';
import { invoiceStore } from './store.js';
import { serverToday } from '../../domain/today.js';

/** Today by the server's clock (its TZ), as the time sheet and periods read it: it decides overdue. */

/** The invoice as an admin's answer about it: in the user's language, with its payments. */
export async function invoiceAnswer(c: AppContext, organizationId: number, id: number) {
  const invoice = await storeOf(c, invoiceStore).find(organizationId, id);
  const payments = await storeOf(c, paymentStore).ofInvoice(organizationId, id);
  const locale = currentUser(c).locale;
  return { ...invoiceShape(invoice, await storeOf(c, organizationStore).find(organizationId), serverToday(), { locale }), payments: payments.map((payment) => paymentShape(payment, locale, invoice.currency)) };
}
