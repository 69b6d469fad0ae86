import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleAuditEntries, sampleAuditEntriesOfDeleted, sampleAuditPeople } from '../../../fixtures/audit';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { AuditLog, type AuditLogProps } from './AuditLog';

const meta = {
  title: 'Features/Audit/AuditLog',
  component: AuditLog,
  parameters: { layout: 'padded' },
  args: {
    entries: sampleAuditEntries,
    page: 1,
    perPage: 8,
    totalCount: 20,
    filter: {},
    people: sampleAuditPeople,
    dateFormat: 'DD-MM-YYYY',
    onFilterChange: fn<AuditLogProps['onFilterChange']>(),
    onPageChange: fn<AuditLogProps['onPageChange']>(),
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the trail: when, who (nobody for a failed sign-in), what with its facts, about what (by name or number), the request id. */
export const Trail: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Audit trail' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(8);
    await expect(within(rows[0]).getByText('Failed sign-in')).toBeVisible();
    await expect(within(rows[0]).getByText('Nobody signed in')).toBeVisible();
    await expect(within(rows[0]).getByText('Mark Member')).toBeVisible();
    await expect(within(rows[1]).getByText('Mark Member · 30-03-2026 – 05-04-2026')).toBeVisible();
    await expect(within(rows[2]).getByText('Mark Member · member → admin')).toBeVisible();
    await expect(within(rows[5]).getByText('Former member')).toBeVisible();
    await expect(within(rows[5]).getByText('Invoice 20260007 · 10-04-2026 · Amount €2,000.00')).toBeVisible();
    await expect(within(rows[5]).getByText('Invoice 20260007')).toBeVisible();
    await expect(within(rows[5]).getByText('5f0c6a52-7d1e-4b8e-9a43-0c6f7f0e2b07')).toBeVisible();
    await expect(within(rows[3]).getByText('Fields: Invoice number prefix, Payment term')).toBeVisible();
    await expect(within(rows[3]).getByText('Organisation')).toBeVisible();
    await expect(within(rows[1]).getByText('Week')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3 · 20 entries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Choosing a kind and a person asks for the trail filtered; Next asks for page 2. */
export const FilterAndPage: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Kind$/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Changed the status' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ kind: 'invoice.status' });
    await userEvent.click(canvas.getByRole('button', { name: /Person$/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Mark Member' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ user_id: 2 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Filtered: Clear filters asks for everything again. Dutch. */
export const Filtered: Story = {
  globals: { locale: 'nl' },
  args: { filter: { kind: 'auth.signin', from: '2026-04-01', to: '2026-04-30' }, entries: sampleAuditEntries.slice(4, 5), totalCount: 1, page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table', { name: 'Audittrail' })).getByText('Aangemeld')).toBeVisible();
    await expect(canvas.getByText('Pagina 1 van 1 · 1 vermelding')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters wissen' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({});
  },
};

/** Dutch: subjects by name and number, field labels and money in Dutch; records gone since read as such, never as an id. */
export const DutchTrail: Story = {
  globals: { locale: 'nl' },
  args: { entries: [...sampleAuditEntries, ...sampleAuditEntriesOfDeleted] },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Audittrail' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(within(rows[2]).getByText('Mark Member · teamlid → beheerder')).toBeVisible();
    await expect(within(rows[3]).getByText('Velden: Voorvoegsel van het factuurnummer, Betaaltermijn')).toBeVisible();
    await expect(within(rows[5]).getByText('Factuur 20260007 · 10-04-2026 · Bedrag € 2.000,00')).toBeVisible();
    await expect(within(rows[5]).getByText('Factuur 20260007')).toBeVisible();
    await expect(within(rows[8]).getByText('Een verwijderd teamlid')).toBeVisible();
    await expect(within(rows[9]).getByText('Een verwijderde factuur')).toBeVisible();
    await expect(table.queryByText(/Teamlid \d|Factuur \d{1,3}$/)).toBeNull();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { entries: [], totalCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No entries')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Reading a page: placeholder rows. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { entries: [], isLoading: true },
};

/** The page could not be read. */
export const Failed: Story = {
  globals: { locale: 'en' },
  args: { entries: [], totalCount: 0, isError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The audit trail could not be loaded.')).toBeVisible();
  },
};

/** On a 390 px phone each entry is a card and the filters stack. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
