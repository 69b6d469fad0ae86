import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AA_TEXT_CONTRAST, composite, contrastRatio, type Rgba } from '../../theme/color';
import { Button } from '../Button/Button';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

/** The organisation page's vertical tabs. */
const organizationTabs: TabItem[] = [
  { id: 'details', label: 'Details', content: <p>Address, zip code, city, country, email, …</p> },
  {
    id: 'team',
    label: 'Team',
    content: (
      <div>
        <p>Invite box and team members.</p>
        <Button>Invite</Button>
      </div>
    ),
  },
  { id: 'logo', label: 'Logo', content: <p>Select a PNG or JPG file</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  args: { items: organizationTabs, 'aria-label': 'Organisation', onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vertical by default: click a tab, or move with Arrow Up/Down, Home and End; Tab enters the panel. */
export const Vertical: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Organisation' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const details = canvas.getByRole('tab', { name: 'Details' });
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Address, zip code');

    await userEvent.click(canvas.getByRole('tab', { name: 'Team' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('team');
    await expect(canvas.getByRole('tabpanel', { name: 'Team' })).toBeVisible();
    // Only the selected panel is mounted.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Logo' })).toHaveFocus());
    await expect(canvas.getByRole('tabpanel', { name: 'Logo' })).toHaveTextContent('Select a PNG or JPG file');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(details).toHaveFocus());
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel's content.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Invite' })).toHaveFocus());
  },
};

/** A computed `rgb()`/`rgba()` colour. */
function parseRgb(value: string): Rgba {
  const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b, a };
}

/** The contrast of an element's text with what is behind it (its own and its ancestors' backgrounds). */
function shownContrast(element: Element) {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = parseRgb(getComputedStyle(node).backgroundColor);
    if (layer.a > 0) layers.push(layer);
    if (layer.a >= 1) break;
  }
  const background = layers.reduceRight<Rgba>((below, layer) => composite(layer, below), { r: 255, g: 255, b: 255, a: 1 });
  return contrastRatio(composite(parseRgb(getComputedStyle(element).color), background), background);
}

/** Every frame for `ms` milliseconds (a transition's length and more): the lowest contrast seen. */
async function lowestContrastFor(ms: number, elements: Element[]) {
  let lowest = Infinity;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (const element of elements) lowest = Math.min(lowest, shownContrast(element));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return lowest;
}

/** Selects Team with the pointer, then Details with `backKey`, watching both tabs' contrast. */
const selectionKeepsContrast =
  (backKey: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('tab', { name: 'Details' });
    const team = canvas.getByRole('tab', { name: 'Team' });
    await userEvent.hover(team);
    await userEvent.click(team);
    await expect(team).toHaveAttribute('aria-selected', 'true');
    await expect(await lowestContrastFor(300, [team, details])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    await userEvent.keyboard(backKey);
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(await lowestContrastFor(300, [team, details])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  };

/**
 * Selecting a tab changes its text and background colour together: from the click on, in every
 * frame, the newly selected tab and the one it replaces keep AA contrast (no white text on a
 * pale background while a background fades in); the same going back by keyboard.
 */
export const SelectionKeepsContrast: Story = { play: selectionKeepsContrast('{ArrowUp}') };

/** The same with horizontal (underlined) tabs. */
export const HorizontalSelectionKeepsContrast: Story = {
  args: { orientation: 'horizontal' },
  play: selectionKeepsContrast('{ArrowLeft}'),
};

/** Horizontal: the list above the panel; Arrow Left/Right move. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', 'aria-label': 'Settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledTabs(props: TabsProps) {
  const [selected, setSelected] = useState<Key>('logo');
  return (
    <Tabs
      {...props}
      selectedKey={selected}
      onSelectionChange={(id) => {
        setSelected(id);
        props.onSelectionChange?.(id);
      }}
    />
  );
}

/** Controlled by selectedKey (e.g. from the URL) and onSelectionChange. */
export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Logo' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('details');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is shown but skipped by the arrow keys and cannot be clicked. */
export const DisabledTab: Story = {
  args: {
    items: organizationTabs.map((tab) => (tab.id === 'team' ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = canvas.getByRole('tab', { name: 'Team' });
    await expect(team).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(team, { pointerEventsCheck: 0 });
    await expect(team).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Logo' })).toHaveFocus());
  },
};

/** Every tab disabled, e.g. while the page's record is still loading. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-disabled', 'true');
    const logo = canvas.getByRole('tab', { name: 'Logo' });
    await userEvent.click(logo, { pointerEventsCheck: 0 });
    await expect(logo).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('logo');
  },
};

/** Manual activation: arrows only move focus; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const team = canvas.getByRole('tab', { name: 'Team' });
    await waitFor(() => expect(team).toHaveFocus());
    await expect(team).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(team).toHaveAttribute('aria-selected', 'true');
  },
};

/** Long labels wrap inside the 220 px list; a long panel grows the page. */
export const LongContent: Story = {
  args: {
    'aria-label': 'Client',
    items: [
      { id: 'details', label: 'Details', content: <p>{'Long details text. '.repeat(120)}</p> },
      { id: 'contacts', label: 'Contacts and everyone else who should receive the invoices', content: <p>Contacts</p> },
      { id: 'updates', label: 'Updates', content: <p>Updates</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: /Contacts and everyone/ });
    await expect(tab.getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};

/** The component has no text of its own: labels come translated. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    'aria-label': 'Instellingen',
    items: [
      { id: 'general', label: 'Algemene instellingen', content: <p>Taal en eerste dag van de week</p> },
      { id: 'theme', label: 'Thema', content: <p>Kleuren</p> },
      { id: 'invoices', label: 'Facturen', content: <p>Factuurtekst en betalingstermijn</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Facturen' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Facturen' })).toHaveTextContent('Factuurtekst');
  },
};
