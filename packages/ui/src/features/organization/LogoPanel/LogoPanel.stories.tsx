import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { LogoPanel, type LogoPanelProps } from './LogoPanel';

/** A small stand-in for an organisation's logo. */
const logoUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="#1565c0"/><text x="80" y="31" font-family="sans-serif" font-size="20" fill="#fff" text-anchor="middle">Kwartier</text></svg>',
  );

/** A one-pixel PNG, as the file a user would choose. */
const png = () =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0))],
    'logo-2026.png',
    { type: 'image/png' },
  );

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
  title: 'Features/Organization/LogoPanel',
  component: LogoPanel,
  parameters: { layout: 'padded' },
  args: { logoUrl, onUpload: fn<LogoPanelProps['onUpload']>(async () => undefined) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof LogoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to the button, Enter opens the file dialog; a chosen PNG is uploaded at once. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Logo' }));
    await expect(card.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(card.getByRole('group', { name: 'Organisation logo' })).toBeInTheDocument();
    await expect(card.getByText('Select a PNG or JPG file')).toBeVisible();
    const openDialog = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    await waitFor(() => expect(card.getByRole('button', { name: 'Choose file' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(openDialog).toHaveBeenCalledTimes(1);
    const file = png();
    chooseFile(canvasElement, file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(await card.findByRole('img', { name: 'Chosen logo' })).toBeVisible();
  },
};

/** While uploading the button spins. */
export const Uploading: Story = {
  globals: { locale: 'en' },
  args: { onUpload: fn<LogoPanelProps['onUpload']>(() => new Promise<undefined>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, png());
    const button = canvas.getByRole('button', { name: /Choose file/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** The server's refusal (e.g. content that is no image) appears under the field. */
export const ServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onUpload: fn<LogoPanelProps['onUpload']>(async () => ({
      message: 'The given data was invalid.',
      errors: { logo: ['The logo must be a PNG or JPEG image.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    chooseFile(canvasElement, png());
    await expect(await canvas.findByText('The logo must be a PNG or JPEG image.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      /The logo must be a PNG or JPEG image\./,
    );
  },
};

/** A network failure shows the generic message under the field. */
export const UnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { onUpload: fn<LogoPanelProps['onUpload']>(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    chooseFile(canvasElement, png());
    await expect(await within(canvasElement).findByText('Something went wrong. Please try again.')).toBeVisible();
  },
};

/** Files other than PNG or JPG are refused before upload. */
export const WrongFileType: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    chooseFile(canvasElement, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    await expect(await within(canvasElement).findByText('logo.pdf is not a PNG or JPG file.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** No logo uploaded yet. */
export const Empty: Story = {
  args: { logoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A long server message wraps under the field. */
export const LongContent: Story = {
  args: {
    onUpload: fn<LogoPanelProps['onUpload']>(async () => ({
      errors: {
        logo: ['The logo may not be greater than 2048 kilobytes. Choose a smaller image, for example by saving it with a lower resolution or as a JPG with more compression.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    chooseFile(canvasElement, png());
    const message = await within(canvasElement).findByText(/may not be greater than 2048 kilobytes/);
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(
      within(canvasElement).getByRole('region').getBoundingClientRect().right,
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Logo van de organisatie' })).toBeInTheDocument();
    await expect(canvas.getByText('Selecteer een PNG- of JPG-bestand')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bestand kiezen' })).toBeEnabled();
  },
};
