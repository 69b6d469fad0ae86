import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOpenedByBrowser, inAppRouter } from '../../../primitives/Link/appRouterStory';
import { sampleOrganizationDetails } from '../../../fixtures/organization';
import { clickWithoutShift } from '../../../fixtures/pointer';
import { OrganizationDetailsCard, type OrganizationDetails, type OrganizationDetailsCardProps } from './OrganizationDetailsCard';

const organization: OrganizationDetails = sampleOrganizationDetails;

const meta = {
  title: 'Features/Organization/OrganizationDetailsCard',
  component: OrganizationDetailsCard,
  parameters: { layout: 'padded' },
  args: { organization, onSave: fn<OrganizationDetailsCardProps['onSave']>(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof OrganizationDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The card lists the ten details in the card's fixed order under the organisation's name. Inside
 * the app's router the email, phone and website are mail, call and web links the browser opens
 * (the website in a new tab), not app paths.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  decorators: [inAppRouter('/organization')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Kwartier Consultancy BV' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Address',
      'Zip code',
      'City',
      'Country',
      'Email',
      'Website',
      'Phone',
      'IBAN',
      'VAT number',
      'Chamber of commerce',
    ]);
    await expect(card.getAllByRole('definition')[7]).toHaveTextContent('NL91 ABNA 0417 1643 00');
    const email = card.getByRole('link', { name: 'info@kwartier.example' });
    await expect(email).toHaveAttribute('href', 'mailto:info@kwartier.example');
    await expect(card.getByRole('link', { name: '020 123 4567' })).toHaveAttribute('href', 'tel:0201234567');
    const website = card.getByRole('link', { name: 'https://kwartier.example (opens in a new tab)' });
    await expect(website).toHaveAttribute('href', 'https://kwartier.example');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expectOpenedByBrowser(email);
    await expectOpenedByBrowser(website);
  },
};

/**
 * Keyboard: Tab to the edit button, Enter opens the dialog with the current values; Save sends the
 * name and all details (empty ones as null) and the dialog closes.
 */
export const Edit: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit details' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit organisation details' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await expect(name).toBeRequired();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Amsterdam');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Phone' }));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'City' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Utrecht');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...organization, city: 'Utrecht', phone: null });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * The form checks the numbers before sending: a wrong IBAN shows its message under the field once
 * the field is left; Save with a VAT and KvK number not in the Dutch form (the country is the
 * Netherlands) sends nothing, shows every message and moves focus to the first wrong field.
 */
export const EditNumberChecks: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit organisation details' }));
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL91 ABNA 0417 1643 01');
    await expect(iban).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription('The IBAN is not valid: check the country code, the length and the check digits.');
    const vat = dialog.getByRole('textbox', { name: 'VAT number' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'NL123456789');
    const kvk = dialog.getByRole('textbox', { name: 'Chamber of commerce' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '1234567');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(vat).toHaveAccessibleDescription('A Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456782B01).');
    await expect(kvk).toHaveAccessibleDescription('A Dutch chamber of commerce (KvK) number has 8 digits.');
    await waitFor(() => expect(iban).toHaveFocus());
    // Corrected (spaces and lower case are fine), it saves.
    await userEvent.clear(iban);
    await userEvent.type(iban, 'nl91 abna 0417 1643 00');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'NL123456782B01');
    await userEvent.clear(kvk);
    await userEvent.type(kvk, '12345678');
    await expect(iban).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...organization, iban: 'nl91 abna 0417 1643 00' });
  },
};

/** In Dutch: the number checks' messages under the fields. */
export const EditNumberChecksDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Gegevens bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Organisatiegegevens bewerken' }));
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL91ABNA041716430');
    const vat = dialog.getByRole('textbox', { name: 'Btw-nummer' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'NL12B01');
    const kvk = dialog.getByRole('textbox', { name: 'KvK-nummer' });
    await userEvent.clear(kvk);
    await userEvent.type(kvk, 'abc');
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(iban).toHaveAccessibleDescription('Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.');
    await expect(vat).toHaveAccessibleDescription('Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers (NL123456782B01).');
    await expect(kvk).toHaveAccessibleDescription('Een KvK-nummer heeft 8 cijfers.');
  },
};

/**
 * A wrong IBAN and a wrong email: one Save shows both messages. Leaving the IBAN by clicking the
 * next field shows its message once the click has landed: nothing moves under the pointer.
 */
export const EditAllErrorsAtOnce: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit organisation details' }));
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL91 ABNA 0417 1643 01');
    const vat = dialog.getByRole('textbox', { name: 'VAT number' });
    await clickWithoutShift(vat);
    await expect(vat).toHaveFocus();
    await waitFor(() => expect(iban).toHaveAccessibleDescription('The IBAN is not valid: check the country code, the length and the check digits.'));
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'info@kwartier');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(iban).toHaveAccessibleDescription('The IBAN is not valid: check the country code, the length and the check digits.');
  },
};

/** In Dutch: both messages after one Save. */
export const EditAllErrorsAtOnceDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Gegevens bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Organisatiegegevens bewerken' }));
    const iban = dialog.getByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'NL91ABNA041716430');
    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'info at kwartier.nl');
    await userEvent.click(dialog.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(iban).toHaveAccessibleDescription('Het IBAN is niet geldig: controleer de landcode, de lengte en de controlecijfers.');
    await expect(email).toHaveAccessibleDescription('Vul een e-mailadres in zoals naam@voorbeeld.nl.');
  },
};

/** Server errors appear under their fields; the dialog stays open with what was typed. */
export const EditServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<OrganizationDetailsCardProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], email: ['The email must be a valid email address.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await canvas.findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '{enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'));
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The email must be a valid email address.',
    );
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

/** While saving, Close is disabled and Save spins. */
export const EditSaving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<OrganizationDetailsCardProps['onSave']>(() => new Promise<undefined>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Closing discards the changes: opening again shows the organisation's values. */
export const EditCancelled: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    let dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Country' }), ' (NL)');
    // Escape keeps a dialog with typed input open; Close is the deliberate way out.
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Netherlands (NL)');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Netherlands');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A new organisation: every detail empty shows a dash read as 'Not provided'. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: {
    organization: {
      name: 'New organisation',
      address: null,
      zipcode: null,
      city: null,
      country: null,
      email: null,
      website: null,
      phone: null,
      iban: null,
      vat: null,
      chamberofcommerce: null,
    },
  },
  play: async ({ canvasElement }) => {
    const definitions = within(canvasElement).getAllByRole('definition');
    await expect(definitions).toHaveLength(10);
    for (const definition of definitions) await expect(definition).toHaveTextContent('Not provided');
  },
};

/** Long values wrap inside the card. */
export const LongContent: Story = {
  args: {
    organization: {
      ...organization,
      name: 'Coöperatieve Vereniging van Zelfstandige Vertaal- en Tolkenbureaus in Noord-Holland U.A.',
      address: 'Burgemeester van Reenensingel 101, gebouw C, vierde verdieping, kamer 4.17',
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

/** In Dutch, inside the app's router: the same mail, call and web links, the website's in a new tab. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  decorators: [inAppRouter('/organization')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('KvK-nummer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@kwartier.example' })).toHaveAttribute('href', 'mailto:info@kwartier.example');
    await expect(canvas.getByRole('link', { name: '020 123 4567' })).toHaveAttribute('href', 'tel:0201234567');
    const website = canvas.getByRole('link', { name: 'https://kwartier.example (opent in een nieuw tabblad)' });
    await expect(website).toHaveAttribute('href', 'https://kwartier.example');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expectOpenedByBrowser(website);
    await userEvent.click(canvas.getByRole('button', { name: 'Gegevens bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Organisatiegegevens bewerken' }));
    await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1015 CJ');
  },
};
