import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { InvoicePdfProgress } from './InvoicePdfProgress';

const meta = {
  title: 'Features/Invoices/InvoicePdfProgress',
  component: InvoicePdfProgress,
  parameters: { layout: 'padded' },
  args: { isOpen: true, invoiceNumber: '20260007' },
} satisfies Meta<typeof InvoicePdfProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal is portalled to the body, outside the story's canvas.
const screen = () => within(document.body);

/** Open: a modal dialog named by its title, a busy progress bar, no way to close it. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'PDF is being generated' });
    await expect(within(dialog).getByRole('progressbar', { name: 'Generating PDF' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Invoice 20260007 will be downloaded as soon as it is ready.');
    await expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen().getByRole('dialog')).toBeInTheDocument();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'PDF wordt gemaakt' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Factuur 20260007 wordt gedownload zodra de PDF klaar is.');
  },
};

const download = heldAnswer();

/** As a page uses it: open while the download runs, closed after, focus back on the button. */
export const DuringDownload: Story = {
  globals: { locale: 'en' },
  args: { isOpen: false },
  render: function Render(args) {
    const [isGenerating, setGenerating] = useState(false);
    return (
      <>
        <Button
          onPress={async () => {
            setGenerating(true);
            await download.next();
            setGenerating(false);
          }}
        >
          Download PDF
        </Button>
        <InvoicePdfProgress {...args} isOpen={isGenerating} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download PDF' });
    download.hold();
    await userEvent.click(button);
    await expect(await screen().findByRole('dialog', { name: 'PDF is being generated' })).toBeInTheDocument();
    download.release();
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
