import type { Locale, Payment } from '@kwartier/api';
import { decimalText, formattedMoney } from '../invoices/rules.js';
import type { PaymentRow } from './store.js';

/** A stored payment → the contract's Payment; `formatted_amount` in `locale`, the signed-in user's language, and the invoice's currency. */
export function paymentShape(payment: PaymentRow, locale: Locale, currency = 'EUR'): Payment {
  return {
    id: payment.id,
    invoice_id: payment.invoice_id,
    paid_on: payment.paid_on,
    amount: decimalText(payment.amount_cents),
    formatted_amount: formattedMoney(payment.amount_cents, locale, currency),
    method: payment.method,
    note: payment.note,
    credit_invoice_id: payment.credit_invoice_id,
    credit_invoicenumber: payment.credit_invoicenumber,
    created_at: payment.created_at,
  };
}
