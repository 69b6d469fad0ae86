import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClients } from '../../../fixtures/clients';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { manyActivities, projectMembers, sampleActivities, sampleProjectDetail } from '../../../fixtures/projects';
import { LONG_NAME } from '../../../fixtures/long';
import { ProjectActivities } from '../ProjectActivities/ProjectActivities';
import { ProjectDetailsCard } from '../ProjectDetailsCard/ProjectDetailsCard';
import { ProjectTabs } from './ProjectTabs';

const project = sampleProjectDetail;

const activitiesPanel = (activities = sampleActivities) => (
  <ProjectActivities
    activities={activities}
    members={projectMembers}
    onCreateActivity={fn(async () => undefined)}
    onRenameActivity={fn(async () => undefined)}
    onToggleActivity={fn(async () => undefined)}
    onDeleteActivity={fn(async () => undefined)}
    onAttachMember={fn(async () => undefined)}
    onUpdateRate={fn(async () => undefined)}
    onDetachMember={fn(async () => undefined)}
  />
);

const meta = {
  title: 'Features/Projects/ProjectTabs',
  component: ProjectTabs,
  parameters: { layout: 'padded' },
  args: {
    project,
    details: <ProjectDetailsCard project={project} clients={sampleClients} onSave={fn(async () => undefined)} />,
    activities: activitiesPanel(),
    onTabChange: fn(),
  },
  argTypes: { details: { control: false }, activities: { control: false } },
} satisfies Meta<typeof ProjectTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title names the project and its client; vertical tabs Details and Activities; Arrow Down opens Activities. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New website · Bakkerij Jansen' })).toBeVisible();
    const tablist = canvas.getByRole('tablist', { name: 'New website · Bakkerij Jansen' });
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    await expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Activities']);
    await expect(canvas.getByRole('region', { name: 'Project details' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('activities');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Activities' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Team members of Design' })).toBeVisible();
  },
};

/** Controlled by the URL: the Activities tab open; rates as money in the user's language. */
export const ActivitiesSelected: Story = {
  globals: { locale: 'en' },
  args: { selectedTab: 'activities' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('cell', { name: '€1,234.50' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New website · Bakkerij Jansen' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Gegevens', 'Activiteiten']);
    await expect(canvas.getByRole('region', { name: 'Projectgegevens' })).toBeVisible();
  },
};

/** On a 390 px phone, long names and many activities: nothing scrolls sideways but the tables, inside their own scroll areas. */
export const Phone: Story = {
  args: {
    project: { ...project, name: LONG_NAME, client: { id: 1, name: LONG_NAME } },
    activities: activitiesPanel(manyActivities.slice(0, 4)),
    defaultSelectedTab: 'activities',
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** The Details tab on a phone. */
export const PhoneDetails: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
