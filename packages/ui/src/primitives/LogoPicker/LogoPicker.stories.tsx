import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LogoPicker } from './LogoPicker';

/** A small stand-in for an organisation's logo. */
const logoUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="#1565c0"/><text x="80" y="31" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">Kwartier</text></svg>',
  );

/** A one-pixel PNG, as the file a user would choose. */
const png = () =>
  new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0))], 'logo-2026.png', { type: 'image/png' });

/** The hidden file input react-aria's FileTrigger renders. */
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

/** Chooses a file as the browser's file dialog would. */
function chooseFile(canvasElement: HTMLElement, file: File) {
  const input = fileInput(canvasElement);
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'Primitives/LogoPicker',
  component: LogoPicker,
  parameters: { layout: 'padded' },
  // Play functions read English texts; the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: { onSelect: fn(), currentLogoUrl: logoUrl },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof LogoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to the button, Enter opens the file dialog; a PNG is passed on and previewed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/png,image/jpeg');
    const button = canvas.getByRole('button', { name: 'Choose file' });
    await expect(button).toHaveAccessibleDescription('Select a PNG or JPG file No file chosen');
    // The operating system's dialog cannot open in a test: record that it was asked for.
    const openDialog = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(openDialog).toHaveBeenCalledTimes(1);
    const file = png();
    chooseFile(canvasElement, file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    await expect(await canvas.findByText('logo-2026.png')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Chosen logo' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
  },
};

/** Image files only (PNG or JPG). Anything else is refused with a translated message. */
export const WrongFileType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText('animation.gif is not a PNG or JPG file.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      'Select a PNG or JPG file No file chosen animation.gif is not a PNG or JPG file.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    // A good file afterwards clears the message.
    chooseFile(canvasElement, png());
    await waitFor(() => expect(canvas.queryByText(/is not a PNG or JPG file/)).not.toBeInTheDocument());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** While uploading the button shows a spinner and does not open the file dialog. */
export const Uploading: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    const openDialog = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => undefined);
    const button = canvas.getByRole('button', { name: /Choose file/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(openDialog).not.toHaveBeenCalled();
  },
};

/** The server's error for `logo` shows under the field; choosing another file hides it. */
export const ServerError: Story = {
  args: { errorMessage: 'The logo must be a file of type: png, jpg.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The logo must be a file of type: png, jpg.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      /The logo must be a file of type: png, jpg\./,
    );
    chooseFile(canvasElement, png());
    await waitFor(() => expect(canvas.queryByText('The logo must be a file of type: png, jpg.')).not.toBeInTheDocument());
  },
};

/** The same refusal after the next upload shows again: the app keeps the message while uploading. */
export const SameServerErrorAgain: Story = {
  render: function Render(args) {
    const [isPending, setPending] = useState(false);
    return (
      <LogoPicker
        {...args}
        isPending={isPending}
        errorMessage="The logo must be a file of type: png, jpg."
        onSelect={(file) => {
          args.onSelect(file);
          setPending(true);
          setTimeout(() => setPending(false), 300);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, png());
    await waitFor(() => expect(canvas.queryByText('The logo must be a file of type: png, jpg.')).not.toBeInTheDocument());
    await expect(await canvas.findByText('The logo must be a file of type: png, jpg.')).toBeVisible();
  },
};

/** The error can also come from an enclosing Form's `validationErrors.logo`. */
export const ServerErrorFromForm: Story = {
  render: (args) => (
    <Form validationErrors={{ logo: ['The logo may not be greater than 2048 kilobytes.'] }}>
      <LogoPicker {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The logo may not be greater than 2048 kilobytes.')).toBeVisible();
  },
};

/** No logo uploaded yet. */
export const WithoutCurrentLogo: Story = {
  args: { currentLogoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};

/** A long file name wraps instead of widening the page. */
export const LongContent: Story = {
  args: { errorMessage: 'And an error message that is also long enough to need more than one line to be shown here.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(
      canvasElement,
      new File(['x'], `organisation-logo-final-final-version-for-the-printed-invoices-${'v2-'.repeat(10)}.png`, { type: 'image/png' }),
    );
    const name = await canvas.findByText(/organisation-logo-final/);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Bestand kiezen' })).toHaveAccessibleDescription(
      'Selecteer een PNG- of JPG-bestand Geen bestand gekozen',
    );
    await expect(canvas.getByRole('img', { name: 'Huidig logo' })).toBeVisible();
    chooseFile(canvasElement, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('logo.pdf is geen PNG- of JPG-bestand.')).toBeVisible();
  },
};
