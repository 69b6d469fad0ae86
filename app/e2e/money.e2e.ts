import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, callApi, linkFromMail, nav, newPage as openPage, recordExpense, signUp, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

interface Invoice {
  id: number;
  invoicenumber: string;
  status_id: number;
  total_gross: string;
  total_net: string;
  total_outstanding: string;
}

/** A bank's CAMT.053 (.001.08) of one day with one incoming transfer, as a Dutch bank exports it. */
function statement({ amount, payer, iban, remittance, day, currency = 'EUR' }: { amount: string; payer: string; iban: string; remittance: string; day: string; currency?: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>JOURNEY-1</MsgId><CreDtTm>${day}T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>JOURNEY-1</Id>
      <CreDtTm>${day}T06:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>NL69INGB0123456789</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <Amt Ccy="${currency}">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${day}-JOURNEY-0001</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="${currency}">${amount}</Amt>
            <RltdPties>
              <Dbtr><Pty><Nm>${payer}</Nm></Pty></Dbtr>
              <DbtrAcct><Id><IBAN>${iban}</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>${remittance}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/**
 * A member invited by `admin`, joined through the mailed link, put on the activity at 80 an hour,
 * with 1:30 typed on the Monday of this week; their page reloaded on the week.
 */
async function memberWithHours(admin: Page, activityId: number, email: string, name: string): Promise<{ member: Page; monday: string }> {
  await callApi(admin, 'POST', '/api/organization/send/invite', { email });
  const member = await openPage(browser, server);
  await acceptInvitation(member, await linkFromMail(server, email, '/invitation/'), name);
  const person = (await callApi<Array<{ id: number; name: string }>>(admin, 'GET', '/api/users')).find((user) => user.name === name)!;
  await callApi(admin, 'POST', `/api/activities/${activityId}/attachuser`, { teammember_id: person.id, activity_id: activityId, rate: '80' });
  const monday = (await callApi<{ weekdates: Array<{ date: string }> }>(member, 'POST', '/api/time', {})).weekdates[0]!.date;
  await callApi(member, 'POST', '/api/time/save', { time: 90, activity_id: activityId, date: monday });
  await member.reload();
  return { member, monday };
}

describe('money beyond hours', () => {
  it('a member’s expense with its receipt goes onto the invoice beside the hours; sent, it is paid by the bank statement the admin uploads and confirms', async () => {
    // The admin's organisation, a client with a contact, and a project with one activity.
    const admin = await openPage(browser, server);
    await signUp(admin, 'Bea Bank', 'bea@money.test', 'Bank en Bonnetje');
    const client = await callApi<{ id: number }>(admin, 'POST', '/api/clients', { name: 'Molen BV' });
    const contact = await callApi<{ id: number }>(admin, 'POST', '/api/contacts', { name: 'Mo Molen', email: 'mo@molen.test', client_id: client.id });
    const project = await callApi<{ id: number }>(admin, 'POST', '/api/projects', { name: 'Windmill', projectnumber: 'P-W', client_id: client.id });
    const activity = await callApi<{ id: number }>(admin, 'POST', '/api/activities', { name: 'Repairs', project_id: project.id });

    // A member joins by the mailed invitation, is put on the activity and types 1:30 on Monday.
    const { member, monday } = await memberWithHours(admin, activity.id, 'max@money.test', 'Max Member');

    // The member's expense with its receipt (24.20 incl. 21 % VAT: 20.00 before VAT).
    await recordExpense(member, { project: 'Windmill · Molen BV', description: 'Grease and bolts', amount: '24.20', vat: '21', receipt: 'hardware.pdf' });

    // The admin puts the hours and the expense on an invoice.
    const invoice = await callApi<Invoice>(admin, 'POST', '/api/invoices', {
      invoicenumber: 'MB-2026-1',
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: monday,
      period: 'This month',
    });
    const offered = await callApi<{ groups: { key: string }[] }>(admin, 'GET', `/api/invoices/${invoice.id}/trackedtime?group=member&from=${monday}&to=${monday}`);
    await callApi(admin, 'POST', `/api/invoices/${invoice.id}/trackedtime`, { from: monday, to: monday, group: 'member', keys: offered.groups.map((group) => group.key), vat: '21' });
    await admin.goto(`/invoices/${invoice.id}`);
    await admin.getByRole('button', { name: 'Add expenses' }).click();
    const expenses = admin.getByRole('dialog', { name: 'Add expenses' });
    await expenses.getByRole('row', { name: /Grease and bolts/ }).waitFor();
    await expenses.getByRole('button', { name: 'Add to invoice' }).click();
    await expenses.waitFor({ state: 'detached' });
    await admin.getByText('Expenses added to the invoice').waitFor();
    // 1.5 h × 80.00 = 120.00 and 20.00 of expenses, each with 21 % VAT.
    const billed = await callApi<Invoice>(admin, 'GET', `/api/invoices/${invoice.id}`);
    expect(billed).toMatchObject({ total_net: '140.00', total_gross: '169.40' });
    // On the invoice, the member can no longer change the expense.
    expect((await callApi<{ expenses: Array<{ description: string; editable: boolean }> }>(member, 'GET', '/api/expenses')).expenses).toEqual([
      expect.objectContaining({ description: 'Grease and bolts', editable: false }),
    ]);

    // Sent by mail: the invoice is sent and owes its total.
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    const send = admin.getByRole('dialog', { name: `Send invoice ${invoice.invoicenumber}` });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: /Status of invoice .*: Sent/ }).waitFor();

    // The bank statement with the client's transfer: Kwartier proposes the invoice, the admin confirms.
    await nav(admin).getByRole('link', { name: 'Bank statements' }).click();
    await admin.getByRole('heading', { name: 'Bank statements', level: 1 }).waitFor();
    const camt = statement({ amount: '169.40', payer: 'Molen BV', iban: 'NL20RABO0123456789', remittance: `Factuur ${invoice.invoicenumber}`, day: monday });
    await admin.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(camt) });
    await admin.getByText(/CAMT\.053 statement read: 1 new payment/).waitFor();
    const row = admin.getByRole('row', { name: /Molen BV/ });
    await row.getByText(`${invoice.invoicenumber} · Molen BV:`).waitFor();
    await row.getByRole('button', { name: 'Confirm the match of Molen BV' }).click();
    await admin.getByText('Payment matched').waitFor();
    await admin.getByText('No payments to match. Upload a statement to add them.').waitFor();

    // Paid: the invoice owes nothing, and its page says so.
    expect(await callApi<Invoice>(admin, 'GET', `/api/invoices/${invoice.id}`)).toMatchObject({ status_id: 3, total_outstanding: '0.00' });
    await admin.goto(`/invoices/${invoice.id}`);
    await admin.getByRole('button', { name: /Status of invoice .*: Paid/ }).waitFor();

    // The same statement again creates nothing twice.
    await nav(admin).getByRole('link', { name: 'Bank statements' }).click();
    await admin.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(camt) });
    await admin.getByText(/no new payments, 1 known already/).waitFor();
    await admin.context().close();
    await member.context().close();
  });

  it('the same in dollars: a client paying in USD, the invoice in USD with its exchange rate, paid by a statement in USD', async () => {
    const admin = await openPage(browser, server);
    await signUp(admin, 'Dora Dollar', 'dora@dollar.test', 'Dollar en Bonnetje');
    const client = await callApi<{ id: number; currency: string }>(admin, 'POST', '/api/clients', { name: 'Acme Inc.', currency: 'USD' });
    expect(client.currency).toBe('USD');
    const contact = await callApi<{ id: number }>(admin, 'POST', '/api/contacts', { name: 'Al Acme', email: 'al@acme.test', client_id: client.id });
    const project = await callApi<{ id: number; currency: string }>(admin, 'POST', '/api/projects', { name: 'Launch', projectnumber: 'P-L', client_id: client.id });
    expect(project.currency).toBe('USD');
    const activity = await callApi<{ id: number }>(admin, 'POST', '/api/activities', { name: 'Copy', project_id: project.id });

    const { member, monday } = await memberWithHours(admin, activity.id, 'una@dollar.test', 'Una Member');

    // The member's expense with its receipt on the dollar project: the expense is in dollars.
    await recordExpense(member, { project: 'Launch · Acme Inc.', description: 'Taxi to the client', amount: '24.20', vat: '21', receipt: 'taxi.pdf' });
    expect((await callApi<{ expenses: Array<{ description: string; currency: string }> }>(member, 'GET', '/api/expenses')).expenses).toEqual([
      expect.objectContaining({ description: 'Taxi to the client', currency: 'USD' }),
    ]);

    // The invoice is in the client's dollars; the hours and the expense go on it, then its exchange rate.
    const invoice = await callApi<Invoice & { currency: string }>(admin, 'POST', '/api/invoices', {
      invoicenumber: 'AC-2026-1',
      client_id: client.id,
      contact_id: contact.id,
      invoicedate: monday,
      period: 'This month',
    });
    expect(invoice.currency).toBe('USD');
    const offered = await callApi<{ groups: { key: string }[] }>(admin, 'GET', `/api/invoices/${invoice.id}/trackedtime?group=member&from=${monday}&to=${monday}`);
    await callApi(admin, 'POST', `/api/invoices/${invoice.id}/trackedtime`, { from: monday, to: monday, group: 'member', keys: offered.groups.map((group) => group.key), vat: '21' });
    await admin.goto(`/invoices/${invoice.id}`);
    await admin.getByRole('button', { name: 'Add expenses' }).click();
    const expenses = admin.getByRole('dialog', { name: 'Add expenses' });
    await expenses.getByRole('row', { name: /Taxi to the client/ }).waitFor();
    await expenses.getByRole('button', { name: 'Add to invoice' }).click();
    await expenses.waitFor({ state: 'detached' });
    await admin.getByText('Expenses added to the invoice').waitFor();
    expect(await callApi<Invoice>(admin, 'GET', `/api/invoices/${invoice.id}`)).toMatchObject({ total_net: '140.00', total_gross: '169.40' });
    // The exchange rate, typed in the invoice's details, which the invoice needs before it is sent.
    await admin.getByRole('button', { name: 'Edit details' }).click();
    const details = admin.getByRole('dialog', { name: 'Edit invoice details' });
    await details.getByRole('textbox', { name: /Exchange rate/ }).fill('0.9215');
    await details.getByRole('button', { name: 'Save' }).click();
    await details.waitFor({ state: 'detached' });
    expect(await callApi<{ exchange_rate: string | null }>(admin, 'GET', `/api/invoices/${invoice.id}`)).toMatchObject({ exchange_rate: '0.9215' });
    await admin.getByText('US$169.40').first().waitFor();

    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    const send = admin.getByRole('dialog', { name: `Send invoice ${invoice.invoicenumber}` });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await send.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: /Status of invoice .*: Sent/ }).waitFor();

    // The statement in dollars with the transfer and the invoice's number: proposed, confirmed, paid.
    await nav(admin).getByRole('link', { name: 'Bank statements' }).click();
    await admin.getByRole('heading', { name: 'Bank statements', level: 1 }).waitFor();
    const camt = statement({ amount: '169.40', payer: 'Acme Inc.', iban: 'NL20RABO0123456789', remittance: `Invoice ${invoice.invoicenumber}`, day: monday, currency: 'USD' });
    await admin.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(camt) });
    await admin.getByText(/CAMT\.053 statement read: 1 new payment/).waitFor();
    const row = admin.getByRole('row', { name: /Acme Inc\./ });
    await row.getByText(`${invoice.invoicenumber} · Acme Inc.:`).waitFor();
    await row.getByRole('button', { name: 'Confirm the match of Acme Inc.' }).click();
    await admin.getByText('Payment matched').waitFor();

    expect(await callApi<Invoice>(admin, 'GET', `/api/invoices/${invoice.id}`)).toMatchObject({ status_id: 3, total_outstanding: '0.00' });
    await admin.goto(`/invoices/${invoice.id}`);
    await admin.getByRole('button', { name: /Status of invoice .*: Paid/ }).waitFor();
    await admin.context().close();
    await member.context().close();
  });
});
