import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup';

type Scope = 'me' | 'team';

/** Holds the selection as an owner would. */
function Controlled(props: ToggleButtonGroupProps<Scope>) {
  const [selected, setSelected] = useState<Scope>(props.selectedKey);
  return (
    <ToggleButtonGroup
      {...props}
      selectedKey={selected}
      onSelectionChange={(key) => {
        setSelected(key);
        props.onSelectionChange(key);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ToggleButtonGroup',
  component: ToggleButtonGroup<Scope>,
  parameters: { layout: 'padded' },
  args: {
    label: 'Show the time of',
    items: [
      { id: 'me', label: 'Me' },
      { id: 'team', label: 'Team' },
    ],
    selectedKey: 'me',
    onSelectionChange: fn<ToggleButtonGroupProps<Scope>['onSelectionChange']>(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ToggleButtonGroup<Scope>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group named by its label; a click selects, pressing the selected choice again does nothing. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Show the time of' });
    const me = within(group).getByRole('radio', { name: 'Me' });
    const team = within(group).getByRole('radio', { name: 'Team' });
    await expect(me).toBeChecked();
    await userEvent.click(me);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(team);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('team');
    await waitFor(() => expect(team).toBeChecked());
    await expect(me).not.toBeChecked();
  },
};

/** By keyboard: Tab reaches the group, an arrow key moves, Space selects. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Me' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const team = canvas.getByRole('radio', { name: 'Team' });
    await waitFor(() => expect(team).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('team');
    await waitFor(() => expect(team).toBeChecked());
  },
};

/** Without a visible label, named by aria-label; small and disabled. */
export const SmallDisabled: Story = {
  args: { label: undefined, 'aria-label': 'Group by', size: 'sm', isDisabled: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Group by' });
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
