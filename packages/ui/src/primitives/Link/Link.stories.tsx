import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  parameters: { layout: 'padded' },
  args: { href: '/forgotpassword', children: 'Forgot password?' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};

export const AsButton: Story = { args: { appearance: 'button', href: '/', children: 'Cancel' } };

export const AsPrimaryButton: Story = { args: { appearance: 'primaryButton', href: '/register', children: 'Sign up' } };

const navigate = fn();

/** Inside react-aria's RouterProvider a link navigates with the app's router, not a page load. */
export const WithRouter: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Link {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/forgotpassword');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/forgotpassword', undefined);
  },
};
