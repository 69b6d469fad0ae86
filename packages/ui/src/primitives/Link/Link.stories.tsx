import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appNavigate, expectOpenedByBrowser, inAppRouter } from './appRouterStory';
import { Link } from './Link';
import { EXTERNAL_SITE_REL, emailHref, phoneHref, websiteHref } from './externalHref';

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

/**
 * Inside the app's LinkRouterProvider only app paths are routed: a relative path resolves below
 * the page, but mail, phone and web links keep their href and are opened by the browser.
 */
export const ExternalInAppRouter: Story = {
  decorators: [inAppRouter('/organization')],
  render: () => (
    <ul>
      <li><Link href="team">Team</Link></li>
      <li><Link href={emailHref('info@studio.nl')}>info@studio.nl</Link></li>
      <li><Link href={phoneHref('+31 (0)20 123 4567')}>+31 (0)20 123 4567</Link></li>
      <li><Link href={websiteHref('studio.nl')!} target="_blank" rel={EXTERNAL_SITE_REL}>studio.nl</Link></li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/organization/team');
    await expect(canvas.getByRole('link', { name: 'info@studio.nl' })).toHaveAttribute('href', 'mailto:info@studio.nl');
    await expect(canvas.getByRole('link', { name: '+31 (0)20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    const website = canvas.getByRole('link', { name: 'studio.nl' });
    await expect(website).toHaveAttribute('href', 'https://studio.nl');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['info@studio.nl', '+31 (0)20 123 4567', 'studio.nl']) await expectOpenedByBrowser(canvas.getByRole('link', { name }));
    await userEvent.click(canvas.getByRole('link', { name: 'Team' }));
    await expect(appNavigate).toHaveBeenCalledWith('team', undefined);
  },
};
