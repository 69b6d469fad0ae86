import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

const meta = {
  title: 'Patterns/FileDropZone',
  component: FileDropZone,
  parameters: { layout: 'padded' },
  args: {
    label: 'Drop a CSV file here',
    chooseLabel: 'Choose a file',
    acceptedFileTypes: ['.csv', 'text/csv'],
    onFile: fn<FileDropZoneProps['onFile']>(),
  },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

// A pattern's stories may not use the fixtures (eslint boundaries): the phone frame is here.
const PHONE_WIDTH = 390;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Label and button side by side; the chosen file is handed on. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drop a CSV file here')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.csv,text/csv');
    await userEvent.upload(fileInput(canvasElement), new File(['date;hours'], 'hours.csv', { type: 'text/csv' }));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'hours.csv' })));
  },
};

/** The button under the label, with more room around them. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Drop a CSV file here').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Choose a file' }).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(label.bottom);
  },
};

/** While a file is sent: the button is busy and takes no second file. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Choose a file/ }));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** A refused file: the reason, outside the zone, describes the button. */
export const WithError: Story = {
  args: { describedBy: 'upload-error' },
  render: (args) => (
    <>
      <FileDropZone {...args} />
      <p id="upload-error" role="alert">
        This file is not a CSV file.
      </p>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription('This file is not a CSV file.');
  },
};

/** On a 390 px phone a long label wraps and the button stays within the frame. */
export const Phone: Story = {
  decorators: [(Story) => <div data-testid="phone" style={{ width: PHONE_WIDTH }}>{Story()}</div>],
  args: { label: 'Drop a bank statement here (CAMT.053 or MT940)', chooseLabel: 'Choose a statement' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('phone').getBoundingClientRect();
    for (const element of [canvas.getByText('Drop a bank statement here (CAMT.053 or MT940)'), canvas.getByRole('button', { name: 'Choose a statement' })]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
    }
  },
};
