import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { FirstSteps } from './FirstSteps';

const NOTHING_DONE = { clients: false, projects: false, time: false, activities: false };

const meta = {
  title: 'Features/Dashboard/FirstSteps',
  component: FirstSteps,
  parameters: { layout: 'padded' },
  args: { done: NOTHING_DONE, isAdmin: true, clientsHref: '/clients', projectsHref: '/projects', timeHref: '/time' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof FirstSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each step as a screen reader reads it: its text with "(Done)" or "(To do)". */
const steps = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem').map((item) => item.querySelector('span > span')?.textContent);

/** A new organisation's admin: three steps, none done, each a link to the page where it is done. */
export const AdminNew: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Get started' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get started' })).toBeVisible();
    await expect(steps(canvasElement)).toEqual(['Add a client (To do)', 'Add a project (To do)', 'Type your hours (To do)']);
    await expect(canvas.getByRole('link', { name: 'Add a client' })).toHaveAttribute('href', '/clients');
    await expect(canvas.getByRole('link', { name: 'Add a project' })).toHaveAttribute('href', '/projects');
    await expect(canvas.getByRole('link', { name: 'Type your hours' })).toHaveAttribute('href', '/time');
  },
};

/** A client added: its step is ticked and says it is done; the others are still to do. */
export const AdminPartlyDone: Story = {
  globals: { locale: 'en' },
  args: { done: { ...NOTHING_DONE, clients: true } },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual(['Add a client (Done)', 'Add a project (To do)', 'Type your hours (To do)']);
    const [client, project] = within(canvasElement).getAllByRole('listitem');
    await expect(client).toHaveAttribute('data-done', 'true');
    await expect(client.querySelector('svg')).not.toBeNull();
    await expect(project).not.toHaveAttribute('data-done');
    await expect(project.querySelector('svg')).toBeNull();
  },
};

/** In Dutch, for an admin with a client and a project: only the hours are left. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { done: { clients: true, projects: true, time: false, activities: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Aan de slag' })).toBeVisible();
    await expect(steps(canvasElement)).toEqual(['Voeg een klant toe (Klaar)', 'Voeg een project toe (Klaar)', 'Vul je uren in (Nog te doen)']);
    await expect(canvas.getByRole('link', { name: 'Vul je uren in' })).toHaveAttribute('href', '/time');
  },
};

/** A member on an activity: only what they can do themselves — type their hours. */
export const Member: Story = {
  globals: { locale: 'en' },
  args: { isAdmin: false, done: { clients: true, projects: true, time: false, activities: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(steps(canvasElement)).toEqual(['Type your hours (To do)']);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/time']);
  },
};

/** A member on no activity yet: nothing to link to; they ask their admin for a project. */
export const MemberWithoutActivities: Story = {
  globals: { locale: 'en' },
  args: { isAdmin: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(steps(canvasElement)).toEqual(['Ask your admin to add a project (To do)']);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Het lid zonder activiteit, in het Nederlands. */
export const MemberDutch: Story = {
  globals: { locale: 'nl' },
  args: { isAdmin: false },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual(['Vraag je beheerder een project toe te voegen (Nog te doen)']);
  },
};

/** Every step done: the panel is gone (an admin's three, a member's hours). */
export const AllDone: Story = {
  args: { done: { clients: true, projects: true, time: true, activities: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** On a 390 px phone the steps and their hints wrap inside the screen. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
