import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { hostingService, LONG_DESCRIPTION, makeService } from '../../../fixtures/services';
import { preloadRichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { ServiceDetailsCard, type ServiceDetailsCardProps } from './ServiceDetailsCard';

const meta = {
  title: 'Features/Services/ServiceDetailsCard',
  component: ServiceDetailsCard,
  parameters: { layout: 'padded' },
  args: {
    service: hostingService,
    onSave: fn<ServiceDetailsCardProps['onSave']>(async () => undefined),
  },
  // The edit dialog's editor is a lazily loaded chunk: loaded before the story renders.
  loaders: [async () => ({ editor: await preloadRichTextEditor() })],
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ServiceDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the edit dialog by keyboard and waits for the name field's focus. */
async function openEditor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: 'Edit service' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = within(await canvas.findByRole('dialog', { name: 'Edit service' }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveFocus());
  return dialog;
}

/** Service number, the description as formatted HTML (lists, bold, a link), and the status. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Service details' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['Service number', 'Description', 'Status']);
    const values = card.getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('S-010');
    await expect(within(values[1]).getByText('daily backups').tagName).toBe('STRONG');
    await expect(within(values[1]).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(values[1]).getByRole('link', { name: 'the service level agreement' })).toHaveAttribute(
      'href',
      'https://example.nl/sla',
    );
    await expect(values[2]).toHaveTextContent('Active');
  },
};

/** Unsafe HTML in a stored description is never run or shown: scripts, handlers and script links go. */
export const UnsafeDescription: Story = {
  globals: { locale: 'en' },
  args: {
    service: makeService(9, 'Imported', {
      description: '<p onclick="window.__kwartierXss = 1">Imported <a href="javascript:alert(1)">text</a></p><script>window.__kwartierXss = 2</script><img src="x" onerror="window.__kwartierXss = 3">',
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Service details' });
    await expect(card.querySelector('script, img, [onclick]')).toBeNull();
    await expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    await expect(card).toHaveTextContent('Imported text');
    await expect((window as { __kwartierXss?: unknown }).__kwartierXss).toBeUndefined();
  },
};

/** Without number and description: dashes ('Not provided'); an inactive service says so. */
export const Sparse: Story = {
  globals: { locale: 'en' },
  args: { service: makeService(9, 'Nieuwe dienst', { servicenumber: null, active: false }) },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('Not provided');
    await expect(values[1]).toHaveTextContent('Not provided');
    await expect(values[2]).toHaveTextContent('Inactive');
  },
};

/**
 * Keyboard: Enter on the edit button opens the dialog on the service's values (the description
 * formatted in the editor); a bold word typed at the end, the number emptied; Save sends the
 * whole `ServiceUpdate` and the dialog closes, focus back on the edit button.
 */
export const Edit: Story = {
  globals: { locale: 'en' },
  args: { service: makeService(8, 'Consultancy', { description: '<p>Advice by the hour.</p>' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEditor(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Consultancy');
    await expect(name).toBeRequired();
    // The contract's bound is a check with a message, never a silent cut of what is typed or pasted.
    await expect(name).not.toHaveAttribute('maxlength');
    const number = dialog.getByRole('textbox', { name: 'Service number' });
    await expect(number).toHaveValue('S-008');
    const description = await dialog.findByRole('textbox', { name: 'Description' });
    await expect(description).toHaveTextContent('Advice by the hour.');
    await userEvent.type(name, ' & training');
    await userEvent.tab();
    await waitFor(() => expect(number).toHaveFocus());
    await userEvent.clear(number);
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(description).toHaveFocus());
    // The cursor at the end of the text, as a click there would put it.
    const text = within(description).getByText('Advice by the hour.').firstChild!;
    canvasElement.ownerDocument.getSelection()!.collapse(text, text.textContent!.length);
    await userEvent.keyboard(' {Control>}b{/Control}On site{Control>}b{/Control} too.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Consultancy & training',
      servicenumber: null,
      description: '<p>Advice by the hour. <strong>On site</strong> too.</p>',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit service' })).toHaveFocus());
  },
};

/** Emptying the description sends null (not '<p></p>'). */
export const EditClearDescription: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const description = await dialog.findByRole('textbox', { name: 'Description' });
    await userEvent.click(description);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Hosting', servicenumber: 'S-010', description: null });
  },
};

/** Server errors appear under their fields by name — the description's under the editor — others above the form. */
export const EditServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<ServiceDetailsCardProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name field is required.'],
        servicenumber: ['The service number may not be greater than 255 characters.'],
        description: ['The description may not be greater than 65535 characters.'],
        id: ['The service does not exist.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Service number' })).toHaveAccessibleDescription(
      'The service number may not be greater than 255 characters.',
    );
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('The description may not be greater than 65535 characters.');
    await expect(dialog.getByRole('alert')).toHaveTextContent('The service does not exist.');
    await expect(within(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

const saveAnswer = heldAnswer();

/** While saving, Close is disabled and Save spins; the dialog closes once the server answered. */
export const EditSaving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<ServiceDetailsCardProps['onSave']>(() => saveAnswer.next()) },
  play: async ({ canvasElement }) => {
    const dialog = await openEditor(canvasElement);
    saveAnswer.hold();
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    saveAnswer.release();
    await waitFor(() => expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * The saved service comes back from the app as new props: the card shows it, and the dialog
 * opens on the saved values.
 */
export const SavedValuesShown: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [service, setService] = useState(args.service);
    return (
      <ServiceDetailsCard
        service={service}
        onSave={async (body) => {
          await args.onSave(body);
          setService((current) => ({ ...current, ...body, servicenumber: body.servicenumber ?? null, description: body.description ?? null }));
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await openEditor(canvasElement);
    const number = dialog.getByRole('textbox', { name: 'Service number' });
    await userEvent.clear(number);
    await userEvent.type(number, 'S-011{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('S-011');
    dialog = await openEditor(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Service number' })).toHaveValue('S-011');
  },
};

/** A long name and description wrap inside the card. */
export const LongDescription: Story = {
  args: { service: makeService(9, LONG_NAME, { description: LONG_DESCRIPTION }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Dienstgegevens' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Dienstnummer', 'Omschrijving', 'Status']);
    canvas.getByRole('button', { name: 'Dienst bewerken' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Dienst bewerken' }));
    await expect(await dialog.findByRole('textbox', { name: 'Omschrijving' })).toBeInTheDocument();
  },
};

/** On a 390 px phone the card and its long description fit; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { service: makeService(9, LONG_NAME, { description: LONG_DESCRIPTION }) },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
