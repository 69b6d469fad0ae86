import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOpenedByBrowser, inAppRouter } from '../../../primitives/Link/appRouterStory';
import { sampleClient, sampleClientFull } from '../../../fixtures/clients';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_EMAIL, LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ClientDetailsCard, type ClientDetailsCardProps } from './ClientDetailsCard';

const client = sampleClientFull;

const meta = {
  title: 'Features/Clients/ClientDetailsCard',
  component: ClientDetailsCard,
  parameters: { layout: 'padded' },
  args: { client, onSave: fn<ClientDetailsCardProps['onSave']>(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ClientDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const openEditor = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
  return within(await canvas.findByRole('dialog', { name: 'Edit client' }));
};

/**
 * Every field of the client in the card's order; email, phone and website are links, the colour
 * a dot with its code, the state in words. Inside the app's router those links are opened by the
 * browser (the website in a new tab), not resolved as app paths.
 */
export const Full: Story = {
  globals: { locale: 'en' },
  decorators: [inAppRouter('/clients/7')],
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Client details' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Address',
      'Zip code',
      'City',
      'Country',
      'Phone',
      'Email',
      'Website',
      'IBAN',
      'VAT number',
      'Chamber of commerce',
      'Peppol ID',
      'Client number',
      'Colour',
      'Invoice language',
      'Currency',
      'Status',
    ]);
    const values = card.getAllByRole('definition');
    await expect(values.map((value) => value.textContent)).toEqual([
      'Dorpsstraat 12',
      '3581 AB',
      'Utrecht',
      'Netherlands',
      '030 123 4567',
      'info@bakkerijjansen.example',
      'bakkerijjansen.example (opens in a new tab)',
      'NL69 INGB 0123 4567 89',
      'NL001234560B01',
      '30123456',
      '0106:30123456',
      'C-0007',
      '#e53935ff',
      'English',
      'Euro (EUR)',
      'Active',
    ]);
    await expect(card.getByRole('link', { name: 'info@bakkerijjansen.example' })).toHaveAttribute(
      'href',
      'mailto:info@bakkerijjansen.example',
    );
    await expect(card.getByRole('link', { name: '030 123 4567' })).toHaveAttribute('href', 'tel:0301234567');
    const website = card.getByRole('link', { name: 'bakkerijjansen.example (opens in a new tab)' });
    await expect(website).toHaveAttribute('href', 'https://bakkerijjansen.example');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expectOpenedByBrowser(card.getByRole('link', { name: '030 123 4567' }));
    await expectOpenedByBrowser(website);
    await expect(getComputedStyle(values[12].querySelector('span span')!).backgroundColor).toBe('rgb(229, 57, 53)');
  },
};

/** A client with nothing but a name, inactive: every empty detail shows a dash read as 'Not provided'. */
export const Sparse: Story = {
  globals: { locale: 'en' },
  args: { client: sampleClient(9, 'Nieuwe klant', { clientnumber: null, color: null, active: false }) },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values).toHaveLength(16);
    for (const value of values.slice(0, 13)) await expect(value).toHaveTextContent('Not provided');
    await expect(values[13]).toHaveTextContent('English');
    await expect(values[14]).toHaveTextContent('Euro (EUR)');
    await expect(values[15]).toHaveTextContent('Inactive');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/**
 * Keyboard: Tab to the edit button, Enter opens the dialog on the client's values with the name
 * focused; the changes are saved as the whole `ClientUpdate` (emptied details as null) and the
 * dialog closes.
 */
export const Edit: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit client' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit client' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeRequired();
    await expect(name).toHaveValue('Bakkerij Jansen');
    // The contract's bound is a check with a message, never a silent cut of what is typed or pasted.
    await expect(name).not.toHaveAttribute('maxlength');
    await expect(dialog.getByRole('textbox', { name: 'Client number' })).toHaveValue('C-0007');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await expect(dialog.getByRole('textbox', { name: 'Website' })).toHaveAttribute('inputmode', 'url');
    await expect(dialog.getByRole('textbox', { name: 'Colour' })).toHaveValue('#e53935ff');
    await userEvent.type(name, ' BV');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Phone' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), '  Amersfoort {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Bakkerij Jansen BV',
      clientnumber: 'C-0007',
      address: 'Dorpsstraat 12',
      zipcode: '3581 AB',
      city: 'Amersfoort',
      country: 'Netherlands',
      phone: null,
      email: 'info@bakkerijjansen.example',
      website: 'bakkerijjansen.example',
      iban: 'NL69 INGB 0123 4567 89',
      vat: 'NL001234560B01',
      chamberofcommerce: '30123456',
      peppol_id: '0106:30123456',
      color: '#e53935ff',
      invoice_language: 'en',
      currency: 'EUR',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the edit button.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit client' })).toHaveFocus());
  },
};

/**
 * The Peppol ID (where e-invoices go): explained under the field, checked as the contract has it
 * (a four-digit scheme, a colon, the identifier) before anything is sent; spaces typed around it
 * go, and emptied it is sent as null.
 */
export const EditPeppolId: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const peppol = dialog.getByRole('textbox', { name: 'Peppol ID' });
    await expect(peppol).toHaveValue('0106:30123456');
    await expect(peppol).toHaveAccessibleDescription(/scheme:identifier/);
    await userEvent.clear(peppol);
    await userEvent.type(peppol, 'NL123456782B01');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(peppol).toHaveAccessibleDescription(/Type a four-digit scheme, a colon and the identifier, e.g. 0106:12345678\.$/));
    await expect(peppol).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(peppol);
    await userEvent.type(peppol, ' 9944:NL123456782B01 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ peppol_id: '9944:NL123456782B01' })));
  },
};

/** In Dutch: the field, its explanation and its check; emptied, the Peppol ID is sent as null. */
export const EditPeppolIdDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Klant bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant bewerken' }));
    const peppol = dialog.getByRole('textbox', { name: 'Peppol-ID' });
    await expect(peppol).toHaveAccessibleDescription(/schema:nummer/);
    await userEvent.clear(peppol);
    await userEvent.type(peppol, '12:34');
    await userEvent.tab();
    await waitFor(() => expect(peppol).toHaveAccessibleDescription(/Typ een schema van vier cijfers/));
    await userEvent.clear(peppol);
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ peppol_id: null })));
  },
};

/** The client's invoice language: shown on the card, chosen in the dialog, sent with the details. */
export const EditInvoiceLanguage: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Klantgegevens' }));
    await expect(card.getByText('Factuurtaal')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Klant bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant bewerken' }));
    const select = dialog.getByRole('button', { name: /Factuurtaal/ });
    await expect(select).toHaveAccessibleDescription(/pdf van de facturen van deze klant/);
    await userEvent.click(select);
    await userEvent.click(await canvas.findByRole('option', { name: /Nederlands/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Opslaan/ }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ invoice_language: 'nl' })));
  },
};

/** The client's currency: shown on the card by name and code, searched by name or code in the dialog, sent as its code. */
export const EditCurrency: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Client details' }));
    await expect(card.getByText('Euro (EUR)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit client' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit client' }));
    const currency = dialog.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('Euro (EUR)');
    await expect(currency).toHaveAccessibleDescription(/new invoices are in this currency/);
    await userEvent.clear(currency);
    await userEvent.type(currency, 'usd');
    await userEvent.click(await canvas.findByRole('option', { name: 'US Dollar (USD)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ currency: 'USD' })));
  },
};

/** The server's refusal of a currency appears under the field, the dialog stays open. */
export const CurrencyRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<ClientDetailsCardProps['onSave']>(async () => ({ message: 'The given data was invalid.', errors: { currency: ['ABC is not a currency we know.'] } })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(/ABC is not a currency we know\./));
  },
};

/** In Dutch on a phone: a client billed in dollars, the currency named in Dutch; the dialog fits 390 px. */
export const CurrencyDutchPhone: Story = {
  globals: { locale: 'nl' },
  args: { client: { ...client, currency: 'USD' } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amerikaanse dollar (USD)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Klant bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant bewerken' }));
    await expect(dialog.getByRole('combobox', { name: 'Valuta' })).toHaveValue('Amerikaanse dollar (USD)');
    await expectFitsPhone(canvasElement);
  },
};

/** The colour with its opacity: typed as a hex code (alpha ff when left out), emptied for none. */
export const EditColour: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const colour = dialog.getByRole('textbox', { name: 'Colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#1e88e580');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ color: '#1e88e580' }));
    const again = await openEditor(canvasElement);
    await userEvent.clear(again.getByRole('textbox', { name: 'Colour' }));
    await userEvent.click(again.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ color: null }));
  },
};

/**
 * The form checks the numbers before sending, for a Dutch client: a wrong IBAN, VAT and KvK number
 * each show their message under the field and nothing is sent; for a client abroad only the IBAN
 * is checked.
 */
export const EditNumberChecks: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL02 RABO 0123 4567 89');
    const vat = dialog.getByRole('textbox', { name: 'VAT number' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'NL001234567');
    const kvk = dialog.getByRole('textbox', { name: 'Chamber of commerce' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '301234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(iban).toHaveAccessibleDescription('The IBAN is not valid: check the country code, the length and the check digits.');
    await expect(vat).toHaveAccessibleDescription('A Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456782B01).');
    await expect(kvk).toHaveAccessibleDescription('A Dutch chamber of commerce (KvK) number has 8 digits.');
    // A Belgian client: its VAT and registration numbers are not Dutch ones.
    const country = dialog.getByRole('textbox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'België');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'BE0123456749');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'BE68 5390 0754 7034');
    await expect(kvk).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'België', iban: 'BE68 5390 0754 7034', vat: 'BE0123456749', chamberofcommerce: '301234567' }),
    );
  },
};

/** In Dutch: the number checks' messages under the fields. */
export const EditNumberChecksDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Klant bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant bewerken' }));
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL69INGB012345678');
    await userEvent.tab();
    await expect(iban).toHaveAccessibleDescription('Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.');
    const vat = dialog.getByRole('textbox', { name: 'Btw-nummer' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'NL1B01');
    const kvk = dialog.getByRole('textbox', { name: 'KvK-nummer' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(vat).toHaveAccessibleDescription('Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers (NL123456782B01).');
    await expect(kvk).toHaveAccessibleDescription('Een KvK-nummer heeft 8 cijfers.');
    await waitFor(() => expect(iban).toHaveFocus());
  },
};

/**
 * What a bookkeeper would refuse is refused before sending: a word as VAT number, a wrong check
 * digit, letters in a KvK number (no country written down: Dutch, as the e-invoice takes it), a
 * Peppol ID not of its scheme, a client number that is no number; and an address longer than the
 * contract allows is kept whole with a message, not cut at 255 characters.
 */
export const EditBookkeeperChecks: Story = {
  globals: { locale: 'en' },
  args: { client: { ...sampleClientFull, country: null } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    // The dialog puts focus on the name in a later frame: wait for it before typing elsewhere.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    const vat = dialog.getByRole('textbox', { name: 'VAT number' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'hello');
    const kvk = dialog.getByRole('textbox', { name: 'Chamber of commerce' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '12ab');
    const peppol = dialog.getByRole('textbox', { name: 'Peppol ID' });
    await userEvent.clear(peppol);
    await userEvent.type(peppol, '0106:12ab');
    const number = dialog.getByRole('textbox', { name: 'Client number' });
    await userEvent.clear(number);
    await userEvent.type(number, '-5');
    const address = dialog.getByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste('Lange straat '.repeat(23));
    await expect(address).toHaveValue('Lange straat '.repeat(23));
    await expect(address).toHaveAccessibleDescription('At most 255 characters: this is 299.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(vat).toHaveAccessibleDescription("A VAT number starts with its country's two-letter code (NL123456782B01, BE0123456749).");
    await expect(kvk).toHaveAccessibleDescription('A Dutch chamber of commerce (KvK) number has 8 digits.');
    await expect(peppol).toHaveAccessibleDescription(/This identifier does not have the form its scheme asks for/);
    await expect(number).toHaveAccessibleDescription('A client number is letters and digits, perhaps with dots, dashes, slashes or spaces between them (C-0042).');
    // A check digit that does not match is a typing error.
    await userEvent.clear(vat);
    await userEvent.type(vat, 'NL123456789B01');
    await userEvent.tab();
    await expect(vat).toHaveAccessibleDescription("This VAT number's check digits do not match: check it for a typing error.");
  },
};

/** In Dutch: the same checks' messages, and the over-long address's. */
export const EditBookkeeperChecksDutch: Story = {
  globals: { locale: 'nl' },
  args: { client: { ...sampleClientFull, country: 'Duitsland' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Klant bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant bewerken' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Naam/ })).toHaveFocus());
    const vat = dialog.getByRole('textbox', { name: 'Btw-nummer' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE136695977');
    const kvk = dialog.getByRole('textbox', { name: 'KvK-nummer' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, 'hallo');
    const number = dialog.getByRole('textbox', { name: 'Klantnummer' });
    await userEvent.clear(number);
    await userEvent.type(number, '-5');
    const address = dialog.getByRole('textbox', { name: 'Adres' });
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste('x'.repeat(256));
    await expect(address).toHaveAccessibleDescription('Hoogstens 255 tekens: dit zijn er 256.');
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(vat).toHaveAccessibleDescription('De controlecijfers van dit btw-nummer kloppen niet: controleer het op een tikfout.');
    await expect(kvk).toHaveAccessibleDescription('Een registratienummer bevat cijfers, en misschien letters, spaties, punten, streepjes of schuine strepen; verder niets.');
    await expect(number).toHaveAccessibleDescription('Een klantnummer bestaat uit letters en cijfers, misschien met punten, streepjes, schuine strepen of spaties ertussen (C-0042).');
  },
};

/**
 * Server errors appear under their fields by name — also the colour — and an error of a field the
 * dialog does not show above the form; the dialog keeps what was typed.
 */
export const EditServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<ClientDetailsCardProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name has already been taken.'],
        email: ['The email must be a valid email address.'],
        clientnumber: ['The client number may not be greater than 255 characters.'],
        color: ['The colour must be a hex colour with alpha.'],
        id: ['The client does not exist.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    // An address the form's own check lets through: the server's answer is what is shown.
    await userEvent.type(email, 'info@bakkerij.example{Enter}');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name has already been taken.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
    await expect(email).toHaveValue('info@bakkerij.example');
    await expect(dialog.getByRole('textbox', { name: 'Client number' })).toHaveAccessibleDescription(
      'The client number may not be greater than 255 characters.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Colour' })).toHaveAccessibleDescription(
      'The colour must be a hex colour with alpha.',
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('The client does not exist.');
    await expect(within(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

const saveAnswer = heldAnswer();

/** While saving, Close is disabled and Save spins; the dialog closes once the server answered. */
export const EditSaving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<ClientDetailsCardProps['onSave']>(() => saveAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEditor(canvasElement);
    saveAnswer.hold();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    // Escape does not close a saving dialog, and a second Enter does not save twice.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), '{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    saveAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Closing discards the edits: opening again shows the client's values. */
export const EditCancelled: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await openEditor(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Country' }), ' (NL)');
    // Escape keeps a dialog with typed input open; Close is the deliberate way out.
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Netherlands (NL)');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openEditor(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Netherlands');
    // Nothing typed this time: Escape closes.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Long values wrap inside the card. */
export const LongContent: Story = {
  args: {
    client: {
      ...client,
      name: LONG_NAME,
      address: 'Burgemeester van Reenensingel 101, gebouw C, vierde verdieping, kamer 4.17',
      email: LONG_EMAIL,
      website: 'https://www.een-heel-erg-lange-domeinnaam-voor-een-vertaalbureau.example.nl/contact',
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    for (const definition of within(region).getAllByRole('definition')) {
      await expect(definition.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
  },
};

/** In Dutch, inside the app's router: mail, call and web links, the website's in a new tab. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { client: { ...client, active: false } },
  decorators: [inAppRouter('/clients/7')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Klantgegevens' }));
    await expect(card.getByRole('link', { name: 'info@bakkerijjansen.example' })).toHaveAttribute(
      'href',
      'mailto:info@bakkerijjansen.example',
    );
    await expect(card.getByRole('link', { name: '030 123 4567' })).toHaveAttribute('href', 'tel:0301234567');
    const website = card.getByRole('link', { name: 'bakkerijjansen.example (opent in een nieuw tabblad)' });
    await expect(website).toHaveAttribute('href', 'https://bakkerijjansen.example');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByText('KvK-nummer')).toBeVisible();
    await expect(card.getByText('Inactief')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Klant bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Klant bewerken' }));
    await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('3581 AB');
    await expect(dialog.getByRole('textbox', { name: 'Kleur' })).toHaveValue('#e53935ff');
  },
};

/** On a 390 px phone the card fits without scrolling sideways; long values wrap. */
export const Phone: Story = {
  args: { client: { ...client, email: LONG_EMAIL } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
