import type { Account } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleAccounts } from '../../../fixtures/accounts';
import { AccountList } from './AccountList';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { LONG_EMAIL, LONG_NAME } from '../../../fixtures/long';

const accounts = sampleAccounts;

const meta = {
  title: 'Features/Accounts/AccountList',
  component: AccountList,
  parameters: { layout: 'padded' },
  args: { accounts },
} satisfies Meta<typeof AccountList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/** Sorted by name; the Name header sorts descending with the keyboard. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Accounts' })).toBeVisible();
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Café de Hoek', 'Jansen & Zonen', 'Kwartier Consultancy']);
    const sort = canvas.getByRole('button', { name: /Name/ });
    sort.focus();
    await userEvent.keyboard('{Enter}');
    await expect(rowNames(canvas)).toEqual(['Kwartier Consultancy', 'Jansen & Zonen', 'Café de Hoek', 'Bakkerij Jansen']);
  },
};

/** Search matches part of the name, ignoring case and accents; Escape clears it. */
export const Search: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'jansen');
    await expect(rowNames(canvas)).toEqual(['Bakkerij Jansen', 'Jansen & Zonen']);
    await userEvent.clear(search);
    await userEvent.type(search, 'CAFE');
    await expect(rowNames(canvas)).toEqual(['Café de Hoek']);
    await userEvent.type(search, 'x');
    await expect(canvas.getByRole('cell', { name: 'No accounts found' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(rowNames(canvas)).toHaveLength(4);
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No accounts found' })).toBeVisible();
  },
};

/** Hundreds of accounts and long names. */
export const LongContent: Story = {
  args: {
    accounts: Array.from({ length: 250 }, (_, i) => ({
      id: i + 1,
      name: i % 9 === 0 ? `Coöperatieve Vereniging van Zelfstandige Vertaal- en Tolkenbureaus ${i + 1} U.A.` : `Account ${String(i + 1).padStart(3, '0')}`,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-rowcount', '251');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultSearch: 'niemand' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Geen accounts gevonden' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('niemand');
  },
};

/** A long account name is cut with an ellipsis; the full name is its title. */
export const LongName: Story = {
  globals: { locale: 'en' },
  args: { accounts: [...accounts, { id: 5, name: LONG_NAME }] },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(LONG_NAME);
    await expect(text).toHaveAttribute('title', LONG_NAME);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { accounts: [...accounts, { id: 5, name: LONG_NAME }] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
