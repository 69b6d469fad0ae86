import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoPanel } from '../LogoPanel/LogoPanel';
import { OrganizationDetailsCard } from '../OrganizationDetailsCard/OrganizationDetailsCard';
import { TeamPanel } from '../TeamPanel/TeamPanel';
import { sampleMember } from '../../../fixtures/members';
import { sampleOrganizationDetails } from '../../../fixtures/organization';
import { OrganizationTabs } from './OrganizationTabs';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';

const member = sampleMember;

const meta = {
  title: 'Features/Organization/OrganizationTabs',
  component: OrganizationTabs,
  parameters: { layout: 'padded' },
  args: {
    details: (
      <OrganizationDetailsCard
        organization={sampleOrganizationDetails}
        onSave={fn(async () => undefined)}
      />
    ),
    team: (
      <TeamPanel
        members={[member(1, 'Ann de Vries', 'ann@example.com', { admin: true, is_current: true }), member(2, '', 'bob@example.com')]}
        onInvite={fn(async () => undefined)}
        onToggleAdmin={fn(async () => undefined)}
        onToggleActive={fn(async () => undefined)}
        onDelete={fn(async () => undefined)}
      />
    ),
    logo: <LogoPanel logoUrl={null} onUpload={fn(async () => undefined)} />,
    onTabChange: fn(),
  },
  argTypes: { details: { control: false }, team: { control: false }, logo: { control: false } },
} satisfies Meta<typeof OrganizationTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vertical tabs Details, Team, Logo; Arrow Down moves to the next tab and shows its panel. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organisation' })).toBeVisible();
    const tablist = canvas.getByRole('tablist', { name: 'Organisation' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Team', 'Logo']);
    await expect(canvas.getByRole('region', { name: 'Kwartier Consultancy BV' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('team');
    await expect(canvas.getByRole('table', { name: 'Team' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('group', { name: 'Organisation logo' })).toBeInTheDocument();
  },
};

/** Controlled by the URL: the Team tab open. */
export const TeamSelected: Story = {
  globals: { locale: 'en' },
  args: { selectedTab: 'team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email address to invite' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organisatie' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gegevens', 'Team', 'Logo']);
  },
};

/** On a 390 px phone, Team open: nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  args: { defaultSelectedTab: 'team' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
