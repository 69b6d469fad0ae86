import { makeIcon } from '../makeIcon';

/** A sheet of paper: invoices. */
export const InvoiceIcon = /* @__PURE__ */ makeIcon(
  'InvoiceIcon',
  'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
);
