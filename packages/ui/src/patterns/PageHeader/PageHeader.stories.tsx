import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: { title: 'Dashboard' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Clients',
    description: 'Everyone you send invoices to.',
    actions: <Button variant="primary">Add client</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Everyone you send invoices to.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add client' })).toBeEnabled();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Coöperatieve Vereniging van Zelfstandige Vertaal- en Tolkenbureaus in Noord-Holland U.A.',
    description: 'A title long enough to wrap over several lines on a narrow screen.',
  },
};
