import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FrameOverlay } from './FrameOverlay';

/** The overlay is fixed to the window's top edge; the page under it stays visible and usable. */
function Page() {
  return (
    <div style={{ paddingTop: 96 }}>
      <h1>Clients</h1>
      <p>The page under the overlay.</p>
    </div>
  );
}

const meta = {
  title: 'Features/Shell/FrameOverlay',
  component: FrameOverlay,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <Page />
      <FrameOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof FrameOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to show: the overlay takes no room and no clicks. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A navigation that takes a while: an indeterminate progress bar along the top edge. */
export const Loading: Story = {
  args: { loading: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The browser went offline. */
export const Offline: Story = {
  args: { offline: true },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You are offline. Kwartier continues when the connection is back.')).toBeVisible();
  },
};

/** A fixed moment, so the words do not change with the day the stories run. */
const KEPT_AT = new Date(2026, 10, 30, 9, 41);

/** Offline, the page shows the answers kept from before: the notice says from when. */
export const OfflineWithKeptData: Story = {
  args: { offline: true, dataFrom: KEPT_AT },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent(/^Offline — showing data from .*\b30\b.*2026.*\b0?9:41\b.*\.$/);
  },
};

/** The same in Dutch. */
export const OfflineWithKeptDataDutch: Story = {
  args: { offline: true, dataFrom: KEPT_AT },
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^Offline — je ziet gegevens van 30 nov 2026, 09:41\.$/);
  },
};

/** A new version waits: not modal, the page stays usable; the button switches to it. */
export const UpdateAvailable: Story = {
  args: { onUpdate: fn() },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of Kwartier is available.');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload to update' }));
    await expect(args.onUpdate).toHaveBeenCalledOnce();
  },
};

/** The same in Dutch. */
export const UpdateAvailableDutch: Story = {
  args: { onUpdate: fn() },
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Herladen om bij te werken' })).toBeVisible();
  },
};

/** The security token expired: the page is about to reload. */
export const TokenExpired: Story = {
  args: { tokenExpired: true },
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Je beveiligingstoken is verlopen. De pagina wordt opnieuw geladen.')).toBeVisible();
  },
};

/** Everything at once, on a phone: the notices fit the width. */
export const AllOnPhone: Story = {
  args: { loading: true, offline: true, dataFrom: KEPT_AT, onUpdate: fn(), tokenExpired: true },
  decorators: [
    (Story) => (
      <div style={{ width: 390, height: 300, transform: 'translateZ(0)', overflow: 'hidden' }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    for (const notice of phone.querySelectorAll('[data-kwartier-theme] > div')) {
      await expect(notice.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    }
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
  },
};
