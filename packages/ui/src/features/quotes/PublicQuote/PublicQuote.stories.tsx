import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { allRules, printRule } from '../../../fixtures/styleRules';
import { sampleAcceptedQuote, sampleDeclinedQuote, sampleExpiredQuote, sampleLongQuote, sampleSentQuote } from '../../../fixtures/quotes';
import { PublicQuote, type PublicQuoteProps } from './PublicQuote';

const meta = {
  title: 'Features/Quotes/PublicQuote',
  component: PublicQuote,
  parameters: { layout: 'padded' },
  args: {
    quote: { ...sampleSentQuote, language: 'en' },
    onAnswer: fn<PublicQuoteProps['onAnswer']>(async () => undefined),
    onDownloadPdf: fn<NonNullable<PublicQuoteProps['onDownloadPdf']>>(),
  },
} satisfies Meta<typeof PublicQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent quote in English: the name is required; Accept sends it with the comment. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Quote Q0006' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText('Fill in your name.')).toBeVisible();
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Anna Jansen');
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Go ahead');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(true, { name: 'Anna Jansen', comment: 'Go ahead' }));
  },
};

/** Decline sends `false`, without a comment when none is typed. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Anna Jansen');
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false, { name: 'Anna Jansen' }));
  },
};

/** In Dutch, the quote's language, whatever the reader's. */
export const Dutch: Story = {
  args: { quote: sampleSentQuote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Offerte Q0006' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accepteren' })).toBeVisible();
  },
};

const held = heldAnswer();
/** While the answer is saved. */
export const Saving: Story = {
  args: {
    onAnswer: fn<PublicQuoteProps['onAnswer']>(async () => {
      await held.next();
    }),
  },
  play: async ({ canvasElement }) => {
    held.hold();
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Anna Jansen');
    const accept = canvas.getByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    await waitFor(() => expect(accept).toHaveAttribute('aria-disabled', 'true'));
    held.release();
  },
};

/** The server refuses: answered already (409) above the form. */
export const ServerError: Story = {
  args: { onAnswer: fn<PublicQuoteProps['onAnswer']>(async () => ({ message: 'This quote has been answered already.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your name/ }), 'Anna Jansen');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByText('This quote has been answered already.')).toBeVisible();
  },
};

/** Accepted: the answer instead of the form. */
export const Accepted: Story = {
  args: { quote: { ...sampleAcceptedQuote, language: 'en' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Accepted by Anna Jansen/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

/** Declined, in Dutch. */
export const Declined: Story = { args: { quote: sampleDeclinedQuote } };

/** Expired: no answer possible. */
export const Expired: Story = {
  args: { quote: { ...sampleExpiredQuote, language: 'en' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/can no longer be answered/)).toBeVisible();
  },
};

/** Thirty lines and a long client name. */
export const LongData: Story = { args: { quote: { ...sampleLongQuote, status: 'sent' } } };

/** On a 390 px phone. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { quote: { ...sampleLongQuote, status: 'sent' } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/**
 * Printed (the story runner cannot switch Chromium to print media, so this checks the rules
 * printing relies on): the page around the quote, the PDF button and the answer form are left
 * out; the lines and totals print, the headings repeat on each page, a line is never split.
 */
export const PrintStylesheet: Story = {
  args: { quote: { ...sampleLongQuote, status: 'sent', language: 'en' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByRole('main');
    const rules = allRules();
    const pageClass = [...page.classList].find((name) => printRule(rules, (s) => s === `.${name} thead`))!;
    await expect(printRule(rules, (s) => s === `.${pageClass} thead`)?.style.getPropertyValue('display')).toBe('table-header-group');
    await expect(printRule(rules, (s) => s === `.${pageClass} tr`)?.style.getPropertyValue('break-inside')).toBe('avoid');
    const others = printRule(rules, (s) => s.includes(`:not(:has(.${pageClass})`))!;
    await expect(others.style.getPropertyValue('display')).toBe('none');
    // Left out of the print: the element or one holding it has a print rule hiding it.
    const hidden = (element: Element) =>
      rules.some(({ rule, media }) => media === 'print' && rule instanceof CSSStyleRule && rule.style.getPropertyValue('display') === 'none' && element.closest(rule.selectorText) !== null);
    await expect(hidden(canvas.getByRole('button', { name: 'Download PDF' }))).toBe(true);
    await expect(hidden(canvas.getByRole('region', { name: 'Your answer' }))).toBe(true);
    await expect(hidden(page)).toBe(false);
    await expect(hidden(canvas.getByRole('table'))).toBe(false);
    await expect(hidden(canvas.getByRole('heading', { level: 1 }))).toBe(false);
  },
};
