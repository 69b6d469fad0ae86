import type { Activity } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { fullActivity, manyActivities, projectMembers, sampleActivities } from '../../../fixtures/projects';
import { ProjectActivities, type ProjectActivitiesProps } from './ProjectActivities';

const [design, build, maintenance] = sampleActivities;

const meta = {
  title: 'Features/Projects/ProjectActivities',
  component: ProjectActivities,
  parameters: { layout: 'padded' },
  args: {
    activities: sampleActivities,
    members: projectMembers,
    onCreateActivity: fn<ProjectActivitiesProps['onCreateActivity']>(async () => undefined),
    onRenameActivity: fn<ProjectActivitiesProps['onRenameActivity']>(async () => undefined),
    onToggleActivity: fn<ProjectActivitiesProps['onToggleActivity']>(async () => undefined),
    onDeleteActivity: fn<ProjectActivitiesProps['onDeleteActivity']>(async () => undefined),
    onAttachMember: fn<ProjectActivitiesProps['onAttachMember']>(async () => undefined),
    onUpdateRate: fn<ProjectActivitiesProps['onUpdateRate']>(async () => undefined),
    onDetachMember: fn<ProjectActivitiesProps['onDetachMember']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof ProjectActivities>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const card = (canvas: Canvas, name: string | RegExp) => within(canvas.getByRole('region', { name }));

/**
 * One card per activity with its active switch and edit button (delete only on the inactive one),
 * and a table of its members: rates as money in the organisation's locale, inactive members marked.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Activities' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Design', 'Build', 'Maintenance Inactive']);
    const designCard = card(canvas, 'Design');
    await expect(designCard.getByRole('switch', { name: 'Design active' })).toBeChecked();
    await expect(designCard.getByRole('button', { name: 'Edit Design' })).toBeVisible();
    await expect(designCard.queryByRole('button', { name: 'Delete Design' })).not.toBeInTheDocument();
    const table = within(designCard.getByRole('table', { name: 'Team members of Design' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Team member', 'Hourly rate', 'Actions']);
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Ann de Vries', 'Dirk Bakker (inactive)']);
    await expect(table.getByRole('cell', { name: '€1,234.50' })).toBeVisible();
    const maintenanceCard = card(canvas, /Maintenance/);
    await expect(maintenanceCard.getByRole('switch', { name: 'Maintenance active' })).not.toBeChecked();
    await expect(maintenanceCard.getByRole('button', { name: 'Delete Maintenance' })).toBeVisible();
    await expect(maintenanceCard.getByRole('cell', { name: 'No team members on this activity yet' })).toBeVisible();
  },
};

/** A Dutch user reads rates the Dutch way, whatever the organisation's language: € 1.234,50. */
export const DutchMoney: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Teamleden van Design' }));
    await expect(table.getByRole('cell', { name: '€\u00a01.234,50' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '€\u00a060,00' })).toBeVisible();
  },
};

/** A project of a client paying in yen: the rates in yen, whole, as the language writes them. */
export const RatesInYen: Story = {
  globals: { locale: 'en' },
  args: { currency: 'JPY' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Team members of Design' }));
    await expect(table.getByRole('cell', { name: 'JP¥1,235' })).toBeVisible();
  },
};

/** A project without activities says how to start; the add button is there. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This project has no activities yet/)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add activity' })).toBeEnabled();
  },
};

/** Keyboard: Tab to 'Add activity', Enter opens the dialog on the name; Enter saves and it closes. */
export const AddActivity: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add activity' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add activity' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeRequired();
    await userEvent.keyboard('Testing{Enter}');
    await expect(args.onCreateActivity).toHaveBeenCalledWith('Testing', true);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The server's message appears under the name; the dialog keeps what was typed. */
export const AddActivityServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onCreateActivity: fn<ProjectActivitiesProps['onCreateActivity']>(async () => ({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add activity' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add activity' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, '   {Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

const createAnswer = heldAnswer();

/** While the activity is saved Save spins and Close is disabled; the answer closes the dialog. */
export const AddActivitySaving: Story = {
  globals: { locale: 'en' },
  args: { onCreateActivity: fn<ProjectActivitiesProps['onCreateActivity']>(() => createAnswer.next().then(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    createAnswer.hold();
    await userEvent.click(canvas.getByRole('button', { name: 'Add activity' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add activity' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Testing{Enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    createAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The edit button opens the name of that activity; Save renames it. */
export const RenameActivity: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    card(canvas, 'Build').getByRole('button', { name: 'Edit Build' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit activity' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Build');
    await userEvent.clear(name);
    await userEvent.type(name, 'Development{Enter}');
    await expect(args.onRenameActivity).toHaveBeenCalledWith(build, 'Development', true);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card(canvas, 'Build').getByRole('button', { name: 'Edit Build' })).toHaveFocus());
  },
};

const toggleAnswer = heldAnswer();

/** The active switch is read-only while its request runs, so a second flip is ignored; focus stays. */
export const ToggleActivity: Story = {
  globals: { locale: 'en' },
  args: { onToggleActivity: fn<ProjectActivitiesProps['onToggleActivity']>(() => toggleAnswer.next()) },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Build active' });
    toggleAnswer.hold();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleActivity).toHaveBeenCalledWith(build);
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onToggleActivity).toHaveBeenCalledTimes(1);
    toggleAnswer.release();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-readonly'));
    await expect(toggle).toHaveFocus();
  },
};

/** An inactive activity can be deleted after confirming; the confirmation closes once the server agreed. */
export const DeleteInactiveActivity: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    card(canvas, /Maintenance/).getByRole('button', { name: 'Delete Maintenance' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete activity?' }));
    await waitFor(() => expect(dialog.getByText(/Maintenance and the team members on it will be removed/)).toBeVisible());
    // Cancel has focus: Enter would not delete by accident.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteActivity).toHaveBeenCalledWith(maintenance);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The server refuses (time is registered on the activity): the reason shows and the confirmation stays open. */
export const DeleteRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onDeleteActivity: fn<ProjectActivitiesProps['onDeleteActivity']>(async () => ({
      message: 'Time is registered on this activity; it cannot be deleted.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Maintenance' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete activity?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Time is registered on this activity; it cannot be deleted.');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/**
 * Keyboard focus survives the card it was in vanishing: after deleting the last activity focus
 * goes to the same place in the card before it; after deleting the only one, to 'Add activity' —
 * never to the page.
 */
export const FocusAfterCardVanishes: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [list, setList] = useState(args.activities);
    return (
      <ProjectActivities
        {...args}
        activities={list}
        onToggleActivity={async (changed) => {
          await args.onToggleActivity(changed);
          setList((current) => current.map((a) => (a.id === changed.id ? { ...a, active: !a.active } : a)));
        }}
        onDeleteActivity={async (deleted) => {
          await args.onDeleteActivity(deleted);
          setList((current) => current.filter((a) => a.id !== deleted.id));
        }}
      />
    );
  },
  args: { activities: [build, maintenance] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = async (name: string) => {
      canvas.getByRole('button', { name: `Delete ${name}` }).focus();
      await userEvent.keyboard('{Enter}');
      const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete activity?' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    await remove('Maintenance');
    await waitFor(() => expect(canvas.queryByRole('region', { name: /Maintenance/ })).not.toBeInTheDocument());
    const buildCard = canvas.getByRole('region', { name: 'Build' });
    await waitFor(() => expect(buildCard.contains(document.activeElement)).toBe(true));
    // Build switched inactive by keyboard, then deleted: the list is empty.
    canvas.getByRole('switch', { name: 'Build active' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete Build' })).toBeVisible());
    await remove('Build');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add activity' })).toHaveFocus());
    await expect(document.activeElement).not.toBe(document.body);
  },
};

/**
 * Adding a team member, by keyboard: only active members who joined and are not on the activity
 * are offered (Bob and Eva for Design: Ann is on it, Carla's invitation is pending, Dirk inactive).
 */
export const AddMember: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    card(canvas, 'Design').getByRole('button', { name: 'Add team member to Design' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add team member to Design' }));
    const select = dialog.getByRole('button', { name: /Team member/ });
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = within(await canvas.findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bob Jansen', 'Eva Smit']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(listbox.getByRole('option', { name: 'Eva Smit' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select).toHaveFocus());
    await expect(select).toHaveTextContent('Eva Smit');
    await userEvent.tab();
    const rate = dialog.getByRole('textbox', { name: /Hourly rate/ });
    await waitFor(() => expect(rate).toHaveFocus());
    await expect(rate).toHaveAccessibleDescription('An amount per hour, like 85.50.');
    await userEvent.keyboard('72.5{Enter}');
    await expect(args.onAttachMember).toHaveBeenCalledWith(design, { teammember_id: 5, rate: '72.50' });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A Dutch user types a comma; the rate is sent with a dot. */
export const AddMemberDutchRate: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(card(canvas, 'Build').getByRole('button', { name: 'Teamlid toevoegen aan Build' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Teamlid toevoegen aan Build' }));
    await userEvent.click(dialog.getByRole('button', { name: /Teamlid/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Ann de Vries' }));
    const rate = dialog.getByRole('textbox', { name: /Uurtarief/ });
    await expect(rate).toHaveAccessibleDescription('Een bedrag per uur, zoals 85,50.');
    await userEvent.type(rate, '1.234,5{Enter}');
    await expect(args.onAttachMember).toHaveBeenCalledWith(build, { teammember_id: 1, rate: '1234.50' });
  },
};

/** Nothing chosen and a rate that is no amount: the dialog says so under each field and sends nothing. */
export const AddMemberInvalid: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(card(canvas, 'Design').getByRole('button', { name: 'Add team member to Design' }));
    const dialog = within(await canvas.findByRole('dialog'));
    const rate = dialog.getByRole('textbox', { name: /Hourly rate/ });
    await userEvent.type(rate, '85.505{Enter}');
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription('An amount per hour, like 85.50. Enter an amount of 0 or more with at most two decimals, like 85.50.'),
    );
    await expect(dialog.getByRole('button', { name: /Team member/ })).toHaveAccessibleDescription('Choose a team member.');
    await userEvent.clear(rate);
    await userEvent.type(rate, '-5{Enter}');
    await waitFor(() => expect(rate).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onAttachMember).not.toHaveBeenCalled();
  },
};

/** The server's errors appear under the member and the rate; the dialog stays open. */
export const AddMemberServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onAttachMember: fn<ProjectActivitiesProps['onAttachMember']>(async () => ({
      message: 'This team member is already on the activity.',
      errors: {
        teammember_id: ['This team member is already on the activity.'],
        rate: ['The rate must be an amount like 85.00.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(card(canvas, 'Design').getByRole('button', { name: 'Add team member to Design' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Team member/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Bob Jansen' }));
    const rate = dialog.getByRole('textbox', { name: /Hourly rate/ });
    await userEvent.type(rate, '80{Enter}');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: /Team member/ })).toHaveAccessibleDescription('This team member is already on the activity.'),
    );
    await expect(rate).toHaveAccessibleDescription('An amount per hour, like 85.50. The rate must be an amount like 85.00.');
    await expect(rate).toHaveValue('80');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

const attachAnswer = heldAnswer();

/** While the member is added Save spins and Close is disabled. */
export const AddMemberSaving: Story = {
  globals: { locale: 'en' },
  args: { onAttachMember: fn<ProjectActivitiesProps['onAttachMember']>(() => attachAnswer.next().then(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    attachAnswer.hold();
    await userEvent.click(card(canvas, 'Build').getByRole('button', { name: 'Add team member to Build' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Team member/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Eva Smit' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Hourly rate/ }), '70{Enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    attachAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Every member who can be added is on the activity: the choice is disabled and says why; Save is disabled. */
export const AddMemberNoneEligible: Story = {
  globals: { locale: 'en' },
  args: { activities: [fullActivity] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add team member to Support' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add team member to Support' }));
    const select = dialog.getByRole('button', { name: /Team member/ });
    await expect(select).toBeDisabled();
    await expect(select).toHaveAccessibleDescription(/Everyone who can be added is on this activity already/);
    await expect(dialog.getByRole('textbox', { name: /Hourly rate/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Nothing was typed: Escape closes it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Row action 'Change rate', by keyboard: the rate in the user's notation; Save sends it with a dot. */
export const ChangeRate: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = canvas.getByRole('button', { name: 'Actions for Ann de Vries' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await canvas.findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Change rate' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Change the rate of Ann de Vries' }));
    const rate = dialog.getByRole('textbox', { name: /Hourly rate/ });
    await waitFor(() => expect(rate).toHaveFocus());
    await expect(rate).toHaveValue('1234.50');
    await userEvent.clear(rate);
    await userEvent.keyboard('1300{Enter}');
    await expect(args.onUpdateRate).toHaveBeenCalledWith(design, design.users[0], '1300.00');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A Dutch user sees the rate with a comma. */
export const ChangeRateDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acties voor Bob Jansen' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Tarief wijzigen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Tarief van Bob Jansen wijzigen' }));
    const rate = dialog.getByRole('textbox', { name: /Uurtarief/ });
    await expect(rate).toHaveValue('85,00');
    await userEvent.clear(rate);
    await userEvent.type(rate, '87,5{Enter}');
    await expect(args.onUpdateRate).toHaveBeenCalledWith(build, build.users[0], '87.50');
  },
};

/** The server's message appears under the rate. */
export const ChangeRateServerError: Story = {
  globals: { locale: 'en' },
  args: {
    onUpdateRate: fn<ProjectActivitiesProps['onUpdateRate']>(async () => ({
      message: 'The rate must be an amount like 85.00.',
      errors: { rate: ['The rate must be an amount like 85.00.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Bob Jansen' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Change rate' }));
    const dialog = within(await canvas.findByRole('dialog'));
    const rate = dialog.getByRole('textbox', { name: /Hourly rate/ });
    await userEvent.type(rate, '{Enter}');
    await waitFor(() => expect(rate).toHaveAccessibleDescription('An amount per hour, like 85.50. The rate must be an amount like 85.00.'));
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

/**
 * Row action 'Remove from activity': confirmed, then onDetachMember; focus goes to the row now at
 * the removed one's place once the member is gone, and to 'Add team member' after the last one.
 */
export const RemoveMember: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [list, setList] = useState<Activity[]>(args.activities);
    return (
      <ProjectActivities
        {...args}
        activities={list}
        onDetachMember={async (activity, user) => {
          await args.onDetachMember(activity, user);
          setList((current) =>
            current.map((a) => (a.id === activity.id ? { ...a, users: a.users.filter((u) => u.pivot.id !== user.pivot.id) } : a)),
          );
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Actions for Ann de Vries' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await canvas.findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Change rate' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Remove team member?' }));
    await waitFor(() => expect(dialog.getByText('Ann de Vries will no longer be on Design. Time already registered stays.')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onDetachMember).toHaveBeenCalledWith(design, design.users[0]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for Dirk Bakker' })).toHaveFocus());
    // The last member removed: focus goes to the card's 'Add team member'.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvas.getByRole('menu')).getByRole('menuitem', { name: 'Change rate' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const last = within(await canvas.findByRole('alertdialog', { name: 'Remove team member?' }));
    await userEvent.click(last.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add team member to Design' })).toHaveFocus());
  },
};

/** Many activities, long names and many members: names are cut on one line, nothing overflows its card. */
export const LongData: Story = {
  globals: { locale: 'en' },
  args: { activities: manyActivities },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regions = canvas.getAllByRole('region');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    await expect(within(regions[7]).getAllByRole('rowheader')).toHaveLength(8);
    for (const region of regions) {
      const heading = within(region).getAllByRole('heading', { level: 3 })[0];
      await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Activiteiten' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Teamleden van Design' })).toBeVisible();
    await expect(canvas.getByText('(inactief)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Maintenance verwijderen' })).toBeVisible();
  },
};

/** On a 390 px phone, long data: nothing scrolls sideways but the tables, inside their own scroll areas. */
export const Phone: Story = {
  args: { activities: [...sampleActivities, ...manyActivities.slice(0, 2)] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

const meetings: Activity = { ...build, id: 40, name: 'Meetings', billable: false };

/**
 * A non-billable activity is marked on its card; its edit dialog shows the switch off. Keyboard:
 * Tab from the name to the switch, Space turns it on, Enter saves name and billable together.
 */
export const NonBillable: Story = {
  globals: { locale: 'en' },
  args: { activities: [design, meetings] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Design', 'Meetings Non-billable']);
    card(canvas, /Meetings/).getByRole('button', { name: 'Edit Meetings' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit activity' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    const billable = dialog.getByRole('switch', { name: 'Billable' });
    await expect(billable).not.toBeChecked();
    await expect(billable).toHaveAccessibleDescription(/can be added to invoices/);
    await userEvent.tab();
    await waitFor(() => expect(billable).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(billable).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRenameActivity).toHaveBeenCalledWith(meetings, 'Meetings', true);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A new activity is billable unless the switch is turned off before saving. */
export const AddNonBillable: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add activity' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add activity' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await userEvent.keyboard('Internal meetings');
    const billable = dialog.getByRole('switch', { name: 'Billable' });
    await expect(billable).toBeChecked();
    await userEvent.click(billable);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreateActivity).toHaveBeenCalledWith('Internal meetings', false);
  },
};

/** In Dutch: 'Niet declarabel' on the card, 'Declarabel' in the dialog. */
export const NonBillableDutch: Story = {
  globals: { locale: 'nl' },
  args: { activities: [meetings] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Meetings Niet declarabel');
    await userEvent.click(canvas.getByRole('button', { name: 'Meetings bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Activiteit bewerken' }));
    await expect(dialog.getByRole('switch', { name: 'Declarabel' })).not.toBeChecked();
  },
};

/** At phone width the badge and the dialog's switch fit. */
export const NonBillablePhone: Story = {
  globals: { locale: 'en' },
  args: { activities: [meetings] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Non-billable')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Meetings' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit activity' }));
    await expect(dialog.getByRole('switch', { name: 'Billable' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByText('Billable')).toBeVisible());
    await expectFitsPhone(canvasElement);
  },
};
