import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Locale } from '../../i18n/messages';
import { PasswordStrength, type PasswordStrengthValue } from './PasswordStrength';

// A pattern's stories may not use the fixtures (eslint boundaries): the verdicts and the phone frame are here.
const PHONE_WIDTH = 390;

/** Fixed verdicts, in both languages, for the meter's own stories. */
const sampleVerdicts: Record<'weak' | 'fair' | 'strong', Record<Locale, PasswordStrengthValue>> = {
  weak: {
    en: { score: 1, acceptable: false, warning: 'This is a commonly used password.', suggestions: ['Add more words that are less common.', 'Capitalize more than the first letter.'] },
    nl: { score: 1, acceptable: false, warning: 'Dit wachtwoord wordt veel gebruikt.', suggestions: ['Voeg meer woorden toe die minder vaak voorkomen.', 'Zet meer dan de eerste letter in hoofdletter.'] },
  },
  fair: {
    en: { score: 2, acceptable: false, warning: 'There should not be any personal or page related data.', suggestions: ['Add more words that are less common.'] },
    nl: { score: 2, acceptable: false, warning: 'Vermijd persoonlijke of website gerelateerde woorden.', suggestions: ['Voeg meer woorden toe die minder vaak voorkomen.'] },
  },
  strong: {
    en: { score: 4, acceptable: true, warning: null, suggestions: [] },
    nl: { score: 4, acceptable: true, warning: null, suggestions: [] },
  },
};

const meta = {
  title: 'Patterns/PasswordStrength',
  component: PasswordStrength,
  parameters: { layout: 'padded' },
  args: { strength: sampleVerdicts.weak.en, reasonId: 'reason' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Too weak: the meter says 'Weak' and the live region why, the estimator's warning and suggestions. */
export const Weak: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Password strength' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    await expect(canvas.getByText('Weak')).toBeVisible();
    const reason = canvasElement.querySelector('#reason')!;
    await expect(reason).toHaveAttribute('aria-live', 'polite');
    await expect(reason).toHaveTextContent(
      'Not strong enough yet. This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
    );
  },
};

/** Nearly (2 of 4): built from the person's own details. */
export const Fair: Story = {
  globals: { locale: 'en' },
  args: { strength: sampleVerdicts.fair.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Fair');
    await expect(canvas.getByText(/There should not be any personal or page related data\./)).toBeVisible();
  },
};

/** Strong enough: 'Very strong', and no reason. */
export const Strong: Story = {
  globals: { locale: 'en' },
  args: { strength: sampleVerdicts.strong.en },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very strong');
    await expect(canvasElement.querySelector('#reason')).toHaveTextContent('');
  },
};

/** The estimator still loading (the first password typed): 'Checking…'. */
export const Checking: Story = {
  globals: { locale: 'en' },
  args: { strength: undefined, isChecking: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Checking…')).toBeVisible();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** Nothing typed: nothing shown but the (empty) live region. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { strength: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('#reason')).toHaveTextContent('');
  },
};

/** Dutch: the meter's words and the estimator's reason. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { strength: sampleVerdicts.weak.nl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Wachtwoordsterkte' })).toHaveAttribute('aria-valuetext', 'Zwak');
    await expect(canvasElement.querySelector('#reason')).toHaveTextContent(
      'Nog niet sterk genoeg. Dit wachtwoord wordt veel gebruikt. Voeg meer woorden toe die minder vaak voorkomen. Zet meer dan de eerste letter in hoofdletter.',
    );
  },
};

/** On a 390 px phone the meter and the reason wrap within the frame. */
export const Phone: Story = {
  decorators: [(Story) => <div data-testid="phone" style={{ width: PHONE_WIDTH }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('phone').getBoundingClientRect();
    for (const element of [within(canvasElement).getByRole('meter'), canvasElement.querySelector('#reason')!]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
      await expect(element.scrollWidth).toBeLessThanOrEqual(Math.ceil(box.width));
    }
  },
};
