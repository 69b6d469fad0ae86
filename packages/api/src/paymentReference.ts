// The payment reference printed on an invoice (PDF, print page, UBL PaymentID): an ISO 11649 creditor reference ("RF" + two
// check digits + the invoice number's letters and digits), which SEPA transfers carry in the
// structured remittance (`CdtrRefInf/Ref`, MT940 `/REMI/STRD/…`) and which people retype from
// the PDF. Derived from the invoice number, so nothing is stored and any statement that quotes
// it — structured or in the free text, with or without spaces — names the invoice.

/** The letters and digits of a text, upper case. */
export function referenceBody(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function mod97(digits: string): number {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
}

/** Letters to numbers as ISO 7064 (A = 10 … Z = 35). */
const numeric = (text: string): string => [...text].map((char) => (char >= 'A' ? String(char.charCodeAt(0) - 55) : char)).join('');

/** The RF creditor reference of an invoice number, or null when it has no letters or digits or more than 21. */
export function creditorReference(invoiceNumber: string): string | null {
  const body = referenceBody(invoiceNumber);
  if (body.length === 0 || body.length > 21) return null;
  const check = 98 - mod97(numeric(`${body}RF00`));
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Whether a text (spaces allowed) is a valid RF creditor reference. */
export function isCreditorReference(text: string): boolean {
  const compact = referenceBody(text);
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(compact)) return false;
  return mod97(numeric(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/** An RF reference printed in groups of four, as banks show them ("RF18 5390 0754 7034"). */
export function groupedReference(reference: string): string {
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}
