import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { vars } from '../../theme/contract.css';
import { ThemeRoot } from './ThemeRoot';

const pairs = [
  ['primary', 'onPrimary'],
  ['secondary', 'onSecondary'],
  ['accent', 'onAccent'],
  ['surface', 'onSurface'],
  ['surfaceVariant', 'onSurfaceVariant'],
  ['danger', 'onDanger'],
  ['success', 'onSuccess'],
  ['warning', 'onWarning'],
] as const;

/** Every background role with its on-colour: axe checks each pair for WCAG AA contrast. */
function Swatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {pairs.map(([bg, fg]) => (
        <div
          key={bg}
          data-role={bg}
          style={{ background: vars.color[bg], color: vars.color[fg], padding: 16, borderRadius: 8 }}
        >
          {bg} / {fg}
        </div>
      ))}
      <div style={{ background: vars.color.surface, padding: 16, borderRadius: 8 }}>
        <span style={{ color: vars.color.muted }}>muted text</span>
        <br />
        <span style={{ color: vars.color.dangerText }}>danger text</span>
        <br />
        <Link href="#">primaryText link</Link>
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button variant="primary">Primary</Button>
        <Button>Secondary</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Primitives/ThemeRoot',
  component: ThemeRoot,
  parameters: { layout: 'padded' },
  render: (args) => (
    <ThemeRoot {...args} style={{ padding: 16 }}>
      <Swatches />
    </ThemeRoot>
  ),
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** An organisation with a light primary: on-colours switch to dark text, links darken. */
export const LightOrganizationColors: Story = {
  args: { theme: { primary: '#ffeb3bff', secondary: '#b2ebf2ff', accent: '#f8bbd0ff' } },
  play: async ({ canvasElement }) => {
    const primary = canvasElement.querySelector('[data-role="primary"]') as HTMLElement;
    await expect(getComputedStyle(primary).backgroundColor).toBe('rgb(255, 235, 59)');
    await expect(getComputedStyle(primary).color).toBe('rgb(17, 24, 39)');
  },
};

/** An organisation with dark colours and a translucent accent. */
export const DarkOrganizationColors: Story = {
  args: { theme: { primary: '#1a237eff', secondary: '#3e2723ff', accent: '#00695c80' } },
  play: async ({ canvasElement }) => {
    const primary = canvasElement.querySelector('[data-role="primary"]') as HTMLElement;
    await expect(getComputedStyle(primary).color).toBe('rgb(255, 255, 255)');
    await expect(within(canvasElement).getByRole('button', { name: 'Primary' })).toBeVisible();
  },
};
