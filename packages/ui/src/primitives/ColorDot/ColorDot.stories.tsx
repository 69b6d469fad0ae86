import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorDot } from './ColorDot';

const meta = {
  title: 'Primitives/ColorDot',
  component: ColorDot,
  parameters: { layout: 'padded' },
  args: { color: '#1e88e5ff' },
} satisfies Meta<typeof ColorDot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dot = canvasElement.querySelector('span[aria-hidden="true"]') as HTMLElement;
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(30, 136, 229)');
  },
};

export const Labelled: Story = {
  args: { 'aria-label': 'Colour of Bakkerij Jansen', size: 24 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Colour of Bakkerij Jansen' })).toBeVisible();
  },
};

export const Translucent: Story = { args: { color: '#e5393580' } };

/** No colour chosen yet: an empty ring. */
export const NoColor: Story = { args: { color: null } };
