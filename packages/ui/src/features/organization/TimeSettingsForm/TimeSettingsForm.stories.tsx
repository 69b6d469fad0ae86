import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { TimeSettingsForm, type TimeSettingsFormProps } from './TimeSettingsForm';

const meta = {
  title: 'Features/Organization/TimeSettingsForm',
  component: TimeSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    settings: { timer_rounding: 0, member_team_notes: false },
    onSave: fn<TimeSettingsFormProps['onSave']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, minHeight: 480 }}><Story /></div>],
} satisfies Meta<typeof TimeSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open the rounding list with Enter, move with the arrows; Save sends the minutes. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Timer and notes' })).toBeVisible();
    const rounding = canvas.getByRole('button', { name: /Round stopped timers/ });
    await expect(rounding).toHaveTextContent('No rounding');
    rounding.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No rounding',
      'Up to 1 minute',
      'Up to 5 minutes',
      'Up to 6 minutes',
      'Up to 10 minutes',
      'Up to 15 minutes',
    ]);
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(rounding).toHaveTextContent('Up to 15 minutes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ timer_rounding: 15, member_team_notes: false });
  },
};

/** Colleagues' notes for members: off at first, with its help text; turned on with the keyboard, Save sends it on. */
export const TeamNotes: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = canvas.getByRole('switch', { name: "Show colleagues' notes to members" });
    await expect(notes).not.toBeChecked();
    await expect(notes).toHaveAccessibleDescription("Members can see colleagues' notes on the dashboard, in the team view. Administrators always can.");
    notes.focus();
    await userEvent.keyboard(' ');
    await expect(notes).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ timer_rounding: 0, member_team_notes: true });
  },
};

/** In Dutch, with the current settings shown; colleagues' notes turned off go with Save; a server error appears under the field. */
export const DutchWithServerError: Story = {
  globals: { locale: 'nl' },
  args: {
    settings: { timer_rounding: 6, member_team_notes: true },
    onSave: fn<TimeSettingsFormProps['onSave']>(async () => ({
      message: 'De geselecteerde waarde voor afronding timer is ongeldig.',
      errors: { timer_rounding: ['De geselecteerde waarde voor afronding timer is ongeldig.'] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rounding = canvas.getByRole('button', { name: /Gestopte timers afronden/ });
    await expect(rounding).toHaveTextContent('Naar boven op 6 minuten');
    const notes = canvas.getByRole('switch', { name: "Notities van collega's tonen aan leden" });
    await expect(notes).toBeChecked();
    await expect(notes).toHaveAccessibleDescription(/Leden kunnen de notities van collega's zien op het dashboard/);
    await userEvent.click(notes);
    await expect(notes).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).toHaveBeenCalledWith({ timer_rounding: 6, member_team_notes: false });
    await waitFor(() => expect(rounding).toHaveAccessibleDescription(/ongeldig/));
  },
};

/** On a 390 px phone nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
