import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ApiAccessSettingsForm, type ApiAccessSettingsFormProps } from './ApiAccessSettingsForm';

const meta = {
  title: 'Features/Organization/ApiAccessSettingsForm',
  component: ApiAccessSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    settings: { api_origins: ['https://reports.example.com'] },
    onSave: fn<ApiAccessSettingsFormProps['onSave']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ApiAccessSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Add origin gives a new row with the focus; a wrong origin is named under its row and keeps Save
 * disabled; once right, Save sends the origins, trimmed, empty rows left out.
 */
export const AddOrigins: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'API access' })).toBeVisible();
    await expect(canvas.getByText(/Web apps on the sites listed here may call the Kwartier API/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Allowed origins' });
    await expect(within(list).getByRole('textbox', { name: 'Origin 1' })).toHaveValue('https://reports.example.com');
    const save = canvas.getByRole('button', { name: 'Save' });

    await userEvent.click(canvas.getByRole('button', { name: 'Add origin' }));
    const second = within(list).getByRole('textbox', { name: 'Origin 2' });
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('https://dashboard.example.com:8443');

    await userEvent.click(canvas.getByRole('button', { name: 'Add origin' }));
    const third = within(list).getByRole('textbox', { name: 'Origin 3' });
    await waitFor(() => expect(third).toHaveFocus());
    await userEvent.keyboard('https://app.example.com/login');
    await expect(third).toHaveAttribute('aria-invalid', 'true');
    await expect(third).toHaveAccessibleDescription(/Write scheme and host only, with an optional port and no path/);
    await expect(second).not.toHaveAttribute('aria-invalid');
    await expect(save).toBeDisabled();

    // The same origin in another case is a duplicate, as the server says.
    await userEvent.clear(third);
    await userEvent.type(third, 'https://Reports.example.com');
    await expect(third).toHaveAccessibleDescription(/This origin is in the list already\./);
    await expect(save).toBeDisabled();

    await userEvent.clear(third);
    await userEvent.type(third, ' http://localhost:5173 ');
    await expect(third).not.toHaveAttribute('aria-invalid');
    // An empty row is left out.
    await userEvent.click(canvas.getByRole('button', { name: 'Add origin' }));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      api_origins: ['https://reports.example.com', 'https://dashboard.example.com:8443', 'http://localhost:5173'],
    });
  },
};

/** Remove drops a row and moves the focus to the row now in its place; the last one removed leaves the empty list's line. */
export const RemoveOrigins: Story = {
  globals: { locale: 'en' },
  args: { settings: { api_origins: ['https://a.example.com', 'https://b.example.com'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove origin 1' }));
    const first = canvas.getByRole('textbox', { name: 'Origin 1' });
    await expect(first).toHaveValue('https://b.example.com');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove origin 1' }));
    await expect(canvas.getByText('No origins: web apps on other sites cannot call the API from the browser.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add origin' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ api_origins: [] });
  },
};

/** Twenty origins, the contract's most: Add origin is disabled. */
export const Full: Story = {
  globals: { locale: 'en' },
  args: { settings: { api_origins: Array.from({ length: 20 }, (_, index) => `https://app${index + 1}.example.com`) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Add origin' })).toBeDisabled();
  },
};

/** The server's refusal of one origin (`api_origins.1`) appears under that row, one of the list under the list; Dutch. */
export const ServerRefusal: Story = {
  globals: { locale: 'nl' },
  args: {
    settings: { api_origins: ['https://a.voorbeeld.nl', 'https://b.voorbeeld.nl'] },
    onSave: fn<ApiAccessSettingsFormProps['onSave']>(async () => ({
      message: 'De invoer is niet geldig.',
      errors: {
        'api_origins.1': ['Het veld toegestane herkomsten heeft niet de juiste vorm.'],
        api_origins: ['De lijst toegestane herkomsten noemt een herkomst twee keer.'],
      },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'API-toegang' })).toBeVisible();
    await expect(canvas.getByText(/Webapps op de sites in deze lijst/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).toHaveBeenCalledWith({ api_origins: ['https://a.voorbeeld.nl', 'https://b.voorbeeld.nl'] });
    const second = canvas.getByRole('textbox', { name: 'Herkomst 2' });
    await waitFor(() => expect(second).toHaveAccessibleDescription(/heeft niet de juiste vorm/));
    await expect(canvas.getByRole('textbox', { name: 'Herkomst 1' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('list', { name: 'Toegestane herkomsten' })).toHaveAccessibleDescription(/noemt een herkomst twee keer/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** With the API reference's address: a line saying what it describes, and a link to it in a new tab. */
export const WithReference: Story = {
  globals: { locale: 'en' },
  args: { referenceHref: 'https://kwartier.example.com/api/docs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/signing in with a personal access token, idempotency keys and limits/)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open the API reference (new tab)' });
    await expect(link).toHaveAttribute('href', 'https://kwartier.example.com/api/docs');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** In Dutch. */
export const WithReferenceDutch: Story = {
  globals: { locale: 'nl' },
  args: { referenceHref: 'https://kwartier.example.com/api/docs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Open de API-documentatie (nieuw tabblad)' })).toBeVisible();
  },
};

/** On a 390 px phone the rows, their remove buttons and Add origin fit; a wrong origin's error too. */
export const Phone: Story = {
  args: { settings: { api_origins: ['https://reports.example.com', 'https://a-rather-long-host-name.example.com:8443', 'app.example.com'] } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /3/ })).toHaveAttribute('aria-invalid', 'true');
    await expectFitsPhone(canvasElement);
  },
};
