import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice list's modal while a PDF is generated: no known length. */
export const Indeterminate: Story = {
  args: { label: 'PDF is being generated', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'PDF is being generated' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
    await expect(within(canvasElement).getByText('PDF is being generated')).toBeVisible();
  },
};

/** With a value: the bar fills and the percentage is shown and announced. */
export const Determinate: Story = {
  args: { label: 'Uploading logo', value: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading logo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

/** A custom range and value text. */
export const CustomValueLabel: Story = {
  args: { label: 'Sending invoices', value: 3, maxValue: 10, valueLabel: '3 of 10 invoices' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Sending invoices' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 invoices');
    await expect(bar).toHaveAttribute('aria-valuemax', '10');
  },
};

function Advancing(args: ProgressBarProps) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (value >= 100) return;
    const timer = setTimeout(() => setValue((v) => Math.min(100, v + 25)), 50);
    return () => clearTimeout(timer);
  }, [value]);
  return <ProgressBar {...args} value={value} />;
}

/** The value updates in place until complete. */
export const ToComplete: Story = {
  args: { label: 'Exporting' },
  render: (args) => <Advancing {...args} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Exporting' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** Without a label: "Loading…" in the current language. */
export const DefaultLabel: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The label is only for screen readers, e.g. when a dialog title already says it. */
export const HiddenLabel: Story = {
  args: { label: 'PDF is being generated', isLabelHidden: true, value: 70 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'PDF is being generated' })).toBeInTheDocument();
    await expect(canvas.queryByText('70%')).not.toBeInTheDocument();
  },
};

/** A long label wraps above the bar; the percentage stays beside it. */
export const LongLabel: Story = {
  args: {
    label: 'Generating the PDF of invoice 2026-0042 for Coöperatieve Vereniging van Zelfstandige Vertaalbureaus',
    value: 85,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('85%')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { value: 50 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Bezig met laden…' });
    await expect(bar).toHaveAttribute('aria-valuetext', '50%');
  },
};
