import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { StatusScreen } from './StatusScreen';

const meta = {
  title: 'Features/Shell/StatusScreen',
  component: StatusScreen,
  parameters: { layout: 'padded' },
  args: { kind: 'error', layout: 'shell', onRetry: fn(), onReload: fn(), onTitle: fn() },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page whose data or code failed, inside the shell: 'Try again' loads it again. */
export const Error: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(args.onTitle).toHaveBeenCalledWith('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** A part of the app could not be loaded (offline, or a new version replaced it): 'Reload'. */
export const Outdated: Story = {
  args: { kind: 'outdated' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kwartier could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** An unknown address inside the shell: a link to the start page. */
export const NotFound: Story = {
  args: { kind: 'notFound', homeHref: '/' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
};

/** On the public pages (login, sign-up): a card in their layout. */
export const NotFoundPublic: Story = {
  args: { kind: 'notFound', layout: 'public' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section h1')).not.toBeNull();
  },
};

/** When the layout itself failed: a card on a full page of its own. */
export const ErrorStandalone: Story = {
  args: { kind: 'error', layout: undefined },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-kwartier-theme] section h1')).not.toBeNull();
  },
};

/** In Dutch: the title the document gets is Dutch too. */
export const Dutch: Story = {
  args: { kind: 'notFound' },
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Naar de startpagina' })).toBeVisible();
    await expect(args.onTitle).toHaveBeenCalledWith('Pagina niet gevonden');
  },
};

/** On a 390 px phone the card fits; nothing scrolls sideways. */
export const Phone: Story = {
  args: { kind: 'outdated', layout: 'public' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
