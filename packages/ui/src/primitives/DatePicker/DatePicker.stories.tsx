import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DATE_FORMATS, formatDate } from '../../i18n/formatDate';
import { DatePicker } from './DatePicker';
import { DatePickerPreview, LazyDatePicker } from './LazyDatePicker';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  parameters: { layout: 'padded' },
  // Play functions read English names (segments, buttons, weekdays); the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: { label: 'Invoice date', defaultValue: '2026-03-07', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}><Story /></div>],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editable parts of the field, in visual (and focus) order. */
const segmentsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('spinbutton');
/** The group holding the segments and the calendar button. */
const fieldOf = (canvasElement: HTMLElement, name: RegExp | string) => within(canvasElement).getByRole('group', { name });

/** Default format DD-MM-YYYY: day, then month, then year, separated by dashes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent('07-03-2026');
    const [day, month, year] = segmentsOf(canvasElement);
    await expect(day).toHaveAccessibleName(/^day/);
    await expect(month).toHaveAccessibleName(/^month/);
    await expect(year).toHaveAccessibleName(/^year/);
    await expect(day).toHaveAttribute('aria-valuenow', '7');
  },
};

/** Typing fills day, month and year in the user's order; focus moves on by itself. */
export const TypeADate: Story = {
  args: { defaultValue: null, dateFormat: 'DD.MM.YYYY' },
  play: async ({ args, canvasElement }) => {
    const [day, month, year] = segmentsOf(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('15');
    await waitFor(() => expect(month).toHaveFocus());
    await userEvent.keyboard('04');
    await waitFor(() => expect(year).toHaveFocus());
    await userEvent.keyboard('2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-04-15');
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent('15.04.2026');
    // Arrow keys: Up changes the focused part, Left goes back to the previous one.
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-05-15');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(day).toHaveFocus());
  },
};

/** A controlled picker that shows the value its owner holds. */
function ControlledPicker(args: Parameters<typeof DatePicker>[0]) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <div>
      <DatePicker {...args} value={value} onChange={(next) => { setValue(next); args.onChange?.(next); }} />
      <output data-testid="value">{String(value)}</output>
    </div>
  );
}

/**
 * A date that does not exist is an error, never another day: 31-02-2024 typed and left is not made
 * into 29-02-2024. The message stays until a real date is typed.
 */
export const ImpossibleDate: Story = {
  args: { defaultValue: undefined },
  render: (args) => <ControlledPicker {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('31022024');
    await userEvent.tab();
    await waitFor(() => expect(fieldOf(canvasElement, 'Invoice date')).toHaveAccessibleDescription('31-02-2024 does not exist: check the day and the month.'));
    await expect(args.onChange).not.toHaveBeenCalledWith('2024-02-29');
    await expect(canvas.getByTestId('value')).toHaveTextContent('null');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(day);
    await userEvent.keyboard('29022024');
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('2024-02-29'));
    await expect(canvas.queryByText(/does not exist/)).toBeNull();
  },
};

/** In Dutch, in the user's format. */
export const ImpossibleDateDutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Begindatum', defaultValue: undefined, dateFormat: 'DD.MM.YYYY' },
  render: (args) => <ControlledPicker {...args} />,
  play: async ({ args, canvasElement }) => {
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('31042026');
    await userEvent.tab();
    await waitFor(() => expect(fieldOf(canvasElement, /Begindatum/)).toHaveAccessibleDescription('31.04.2026 bestaat niet: controleer de dag en de maand.'));
    await expect(args.onChange).not.toHaveBeenCalledWith('2026-04-30');
  },
};

/** Every date format orders and separates the segments its own way. */
export const AllFormats: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {DATE_FORMATS.map((format) => (
        <DatePicker key={format} {...args} label={format} dateFormat={format} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const format of DATE_FORMATS) {
      const group = fieldOf(canvasElement, format);
      await expect(group).toHaveTextContent(formatDate('2026-03-07', format));
      const order = within(group)
        .getAllByRole('spinbutton')
        .map((segment) => /^(day|month|year)/.exec(segment.getAttribute('aria-label') ?? '')?.[1]);
      const expected = format.match(/YYYY|MM|DD/g)!.map((token) => ({ DD: 'day', MM: 'month', YYYY: 'year' })[token]);
      await expect(order).toEqual(expected);
    }
  },
};

/**
 * Keyboard in the calendar: Enter on the button opens it on the chosen day, arrows move, Enter
 * picks and closes, and focus returns to the button. Escape closes without a change.
 */
export const PickFromCalendar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Choose date/ });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /7, March 2026|March 7, 2026/ })).toHaveFocus());
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-15');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent('15-03-2026');
    await waitFor(() => expect(button).toHaveFocus());
    // Escape closes without choosing; Page Down moved a month on the way.
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog');
    await userEvent.keyboard('{PageDown}');
    await expect(within(canvas.getByRole('dialog')).getByRole('heading')).toHaveTextContent('April 2026');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** The calendar is 290 px wide; left open here so axe checks the open state too. */
export const CalendarOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await canvas.findByRole('dialog');
    const popover = dialog.parentElement as HTMLElement;
    await expect(popover.getBoundingClientRect().width).toBe(290);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('April 2026');
  },
};

/** The organisation's first day of the week is the calendar's first column. */
export const FirstDayOfWeek: Story = {
  args: { firstDayOfWeek: 0 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <DatePicker {...args} label="Week starts on Sunday" firstDayOfWeek={0} />
      <DatePicker {...args} label="Week starts on Monday" firstDayOfWeek={1} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstColumn = async (name: RegExp) => {
      await userEvent.click(canvas.getByRole('button', { name }));
      const dialog = await canvas.findByRole('dialog');
      // react-aria hides the weekday row from screen readers: each day's name says the weekday.
      const text = dialog.querySelector('th')?.textContent;
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      return text;
    };
    await expect(await firstColumn(/Choose date.*Sunday/)).toBe('Sun');
    await expect(await firstColumn(/Choose date.*Monday/)).toBe('Mon');
  },
};

/** Days outside the range cannot be picked; a typed date outside it is invalid, in the user's format. */
export const MinAndMax: Story = {
  args: {
    label: 'End date',
    minValue: '2026-03-05',
    maxValue: '2026-03-20',
    defaultValue: '2026-03-07',
    dateFormat: 'DD/MM/YYYY',
    // Show the range error while typing rather than on submit.
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: /4, March 2026|March 4, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('02');
    await userEvent.tab({ shift: true });
    await expect(await canvas.findByText('Choose 05/03/2026 or later.')).toBeVisible();
  },
};

/** Controlled by the screen: the value in and out is `YYYY-MM-DD` or null. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <div>
        <DatePicker {...args} value={value} onChange={(next) => { setValue(next); args.onChange?.(next); }} />
        <output data-testid="value">{String(value)}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent('dd-mm-yyyy');
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    await canvas.findByRole('dialog');
    // Without a value the calendar opens on today; Enter picks it.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('value').textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    const picked = canvas.getByTestId('value').textContent;
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent(formatDate(picked, 'DD-MM-YYYY'));
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    for (const segment of segmentsOf(canvasElement)) await expect(segment).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Choose date/ })).toBeDisabled();
    for (const segment of segmentsOf(canvasElement)) await expect(segment).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [day] = segmentsOf(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}9');
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent('07-03-2026');
    await expect(canvas.getByRole('button', { name: /Choose date/ })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'The invoicedate is not a valid date.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The invoicedate is not a valid date.')).toBeVisible();
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveAccessibleDescription(/The invoicedate is not a valid date\./);
  },
};

/** A server error for `invoicedate` shows under the field until the date changes. */
export const ServerErrorFromForm: Story = {
  args: { name: 'invoicedate', isRequired: true },
  render: (args) => (
    <Form validationErrors={{ invoicedate: ['The invoicedate field is required.'] }} validationBehavior="aria">
      <DatePicker {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The invoicedate field is required.')).toBeVisible();
    const [day] = segmentsOf(canvasElement);
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.queryByText('The invoicedate field is required.')).not.toBeInTheDocument());
    // The form submits the server format whatever the display format, once.
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(new FormData(form).getAll('invoicedate')).toEqual(['2026-03-08']);
  },
};

export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly which date is meant here and wraps over lines',
    description: 'And a description that is long too, so that it has to wrap onto a second line.',
    errorMessage: 'And an error message that is also long enough to need more than one line here.',
    dateFormat: 'YYYY-MM-DD',
  },
  play: async ({ canvasElement }) => {
    await expect(fieldOf(canvasElement, /A rather long label/)).toHaveTextContent('2026-03-07');
  },
};

/** Dutch: translated buttons, month and weekday names; the date format is the user's, not the language's. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Factuurdatum', dateFormat: 'MM/DD/YYYY', firstDayOfWeek: 1, isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fieldOf(canvasElement, /Factuurdatum/)).toHaveTextContent('03/07/2026');
    await expect(segmentsOf(canvasElement)[0]).toHaveAccessibleName(/^maand/);
    await userEvent.click(canvas.getByRole('button', { name: /Kies een datum/ }));
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByRole('heading')).toHaveTextContent('maart 2026');
    await expect(canvas.getByRole('dialog').querySelector('th')).toHaveTextContent('ma');
    await expect(dialog.getByRole('button', { name: 'Volgende maand' })).toBeVisible();
  },
};

/**
 * LazyDatePicker (the invoice dialogs' date fields): the same props, its code loaded as it mounts.
 * Once there it is the DatePicker itself; `autoFocus` is handed on to its first segment.
 */
export const Lazy: Story = {
  args: { autoFocus: true },
  render: (args) => <LazyDatePicker {...args} />,
  play: async ({ args, canvasElement }) => {
    const [day] = await within(canvasElement).findAllByRole('spinbutton');
    await expect(fieldOf(canvasElement, 'Invoice date')).toHaveTextContent('07-03-2026');
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-08');
  },
};

/**
 * What a lazily loaded field shows while its code comes (LazyDatePicker, the time sheet's 'Go to
 * date'): the label, and the date in a box of the picker's size, as a button that asks for the
 * picker (marked busy while it loads).
 */
export const LazyPreview: Story = {
  render: () => (
    <DatePickerPreview label="Invoice date" value="2026-03-07" dateFormat="DD-MM-YYYY" description="The day the invoice is dated." loading={false} onWant={() => {}} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Invoice date 07-03-2026' })).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
  },
};
