import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichTextEditor, RichTextEditor, RichTextEditorPlaceholder, type RichTextEditorProps } from './RichTextEditor';

/** A controlled editor, as a form holds one: the HTML lives in the owner's state. */
function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/RichTextEditor',
  component: RichTextEditor,
  parameters: { layout: 'padded' },
  args: { label: 'Description', value: '', onChange: fn<RichTextEditorProps['onChange']>() },
  // The editor's code (Tiptap) is a lazily loaded chunk; load it before the story renders so the
  // play function meets the editor, not its placeholder (the Loading story shows that).
  loaders: [async () => ({ editor: await preloadRichTextEditor() })],
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Selects `text` inside `root` as a mouse drag would (the simulated keyboard cannot extend a
 * selection in rich text). ProseMirror reads the selection on the next key press.
 */
function selectText(root: HTMLElement, text: string) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at >= 0) {
      root.ownerDocument.getSelection()!.setBaseAndExtent(node, at, node, at + text.length);
      return;
    }
  }
  throw new Error(`"${text}" not found`);
}

const textbox = async (canvasElement: HTMLElement, name: string | RegExp = 'Description') =>
  within(canvasElement).findByRole('textbox', { name });

/** An empty field: a labelled multi-line textbox under a formatting toolbar; nothing is reported until typed. */
export const Empty: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    await expect(text).toHaveAttribute('aria-multiline', 'true');
    await expect(text).toHaveAttribute('contenteditable', 'true');
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(text).not.toHaveAttribute('aria-required');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Bullet list', 'Numbered list']) {
      await expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(within(toolbar).getByRole('button', { name: 'Add link' })).toBeEnabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Typing reports HTML; emptying the text again reports '' (not '<p></p>'). Ctrl+B and Ctrl+I
 * switch bold and italic for what is typed next, and the toolbar shows them pressed.
 */
export const TypingWithBoldByKeyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    await userEvent.click(text);
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.keyboard('Plain ');
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('bold');
    await userEvent.keyboard('{Control>}b{/Control}{Control>}i{/Control}');
    await userEvent.keyboard(' italic');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Plain <strong>bold</strong><em> italic</em></p>'));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    // Emptied again: the field reports no text at all.
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
    // The keyboard never left the text.
    await expect(text).toHaveFocus();
  },
};

/** Existing HTML is shown formatted, and loading it is no change; the toolbar follows the cursor. */
export const WithContent: Story = {
  globals: { locale: 'en' },
  args: {
    value:
      '<p>Managed hosting including <strong>daily backups</strong> and <a href="https://example.nl/sla">our SLA</a>.</p><ul><li><p>Monitoring</p></li><li><p>Updates</p></li></ul>',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    await expect(within(text).getByText('daily backups').tagName).toBe('STRONG');
    await expect(within(text).getByRole('link', { name: 'our SLA' })).toHaveAttribute('href', 'https://example.nl/sla');
    await expect(within(text).getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onChange).not.toHaveBeenCalled();
    // The cursor in the list: Bullet list is pressed; in the link: the link button edits it.
    await userEvent.click(within(text).getByText('Updates'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(text).getByText('our SLA'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit link' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Bullet list' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Tab is not trapped, nor used to indent a list item: from the text it moves on to the next
 * control; Shift+Tab comes back, and goes on to the toolbar (react-aria's Toolbar: one tab stop
 * whose arrow keys move between the buttons).
 */
export const TabLeavesTheField: Story = {
  globals: { locale: 'en' },
  args: { value: '<ul><li><p>Monitoring</p></li><li><p>Updates</p></li></ul>' },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <Controlled {...args} />
      <button type="button">After the editor</button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    await userEvent.click(within(text).getByText('Updates'));
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'After the editor' })).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Lists from the toolbar, by keyboard: Shift+Tab from the text reaches the toolbar (at the button
 * used last), the arrow keys choose, Space applies to the paragraph the cursor is in and hands
 * the keyboard back to the text.
 */
export const ListsFromToolbar: Story = {
  globals: { locale: 'en' },
  args: { value: '<p>First step</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    const numbered = canvas.getByRole('button', { name: 'Numbered list' });
    const bullets = canvas.getByRole('button', { name: 'Bullet list' });
    await userEvent.click(within(text).getByText('First step'));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add link' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(numbered).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<ol><li><p>First step</p></li></ol>'));
    await expect(numbered).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(text).toHaveFocus());
    // Back in the toolbar at the numbered list button; one to the left is the bullet list.
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(numbered).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(bullets).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p>First step</p></li></ul>'));
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await expect(numbered).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(text).toHaveFocus());
  },
};

/**
 * Adding a link by keyboard: select a word, Ctrl+K (or the Link button) opens a small dialog for
 * the address; only http(s) and mailto are accepted. Editing the link offers Remove.
 */
export const AddingALink: Story = {
  globals: { locale: 'en' },
  args: { value: '<p>Read the quote first.</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const text = await textbox(canvasElement);
    await userEvent.click(text);
    await waitFor(() => expect(text).toHaveFocus());
    selectText(text, 'quote');
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = within(await body.findByRole('dialog', { name: 'Link' }));
    const url = dialog.getByRole('textbox', { name: 'Web or email address' });
    await waitFor(() => expect(url).toHaveFocus());
    await expect(dialog.queryByRole('button', { name: 'Remove link' })).not.toBeInTheDocument();
    // A script address is refused with a message; nothing changes.
    await userEvent.keyboard('javascript:alert(1){Enter}');
    await waitFor(() => expect(url).toHaveAccessibleDescription(/Enter an address that starts with https:\/\/, http:\/\/ or mailto:/));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.nl/quote{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Read the <a href="https://example.nl/quote">quote</a> first.</p>');
    await waitFor(() => expect(text).toHaveFocus());
    // In the link the button edits it; the dialog shows its address and can remove it.
    const editLink = canvas.getByRole('button', { name: 'Edit link' });
    editLink.focus();
    await userEvent.keyboard('{Enter}');
    const again = within(await body.findByRole('dialog', { name: 'Link' }));
    await waitFor(() => expect(again.getByRole('textbox', { name: 'Web or email address' })).toHaveValue('https://example.nl/quote'));
    await userEvent.click(again.getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Read the quote first.</p>'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add link' })).toBeInTheDocument());
  },
};

/** With nothing selected, the address is inserted as a linked text; Escape closes the dialog without change. */
export const InsertingALink: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const text = await textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard('Mail ');
    const addLink = canvas.getByRole('button', { name: 'Add link' });
    addLink.focus();
    await userEvent.keyboard('{Enter}');
    let dialog = within(await body.findByRole('dialog', { name: 'Link' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Web or email address' })).toHaveFocus());
    await userEvent.keyboard('mailto:info@example.nl{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Mail </p>');
    await waitFor(() => expect(addLink).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = within(await body.findByRole('dialog', { name: 'Link' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Web or email address' })).toHaveFocus());
    await userEvent.keyboard('mailto:info@example.nl{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p>Mail <a href="mailto:info@example.nl">mailto:info@example.nl</a></p>'),
    );
  },
};

/**
 * An owner that renders behind the user (a busy page): the values it passes back are echoes of
 * what the field reported, older ones first, and never undo what was typed since. A value the
 * field did not report (the owner resets the text) replaces the document.
 */
export const OwnerRendersBehind: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [queue, setQueue] = useState<string[]>([]);
    return (
      <div style={{ maxWidth: 640 }}>
        <RichTextEditor
          {...args}
          value={value}
          onChange={(html) => {
            args.onChange(html);
            setQueue((current) => [...current, html]);
          }}
        />
        <button
          type="button"
          onClick={() => {
            const [next, ...rest] = queue;
            if (next === undefined) return;
            setValue(next);
            setQueue(rest);
          }}
        >
          Pass one value back
        </button>
        <button type="button" onClick={() => setValue('<p>Reset</p>')}>
          Reset
        </button>
        <output>{queue.length}</output>
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    await userEvent.click(text);
    await userEvent.keyboard('abc');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>abc</p>'));
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    // The oldest echo arrives: '<p>a</p>' is not taken for a new text.
    await userEvent.click(canvas.getByRole('button', { name: 'Pass one value back' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await expect(text).toHaveTextContent('abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Pass one value back' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pass one value back' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('0');
    await expect(text).toHaveTextContent('abc');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    // A value of the owner's own replaces the text, without reporting a change.
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(text).toHaveTextContent('Reset'));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/**
 * Required, with a server error under the field's name from the enclosing react-aria Form: the
 * textbox is aria-required and aria-invalid and describes the error; changing the text clears it.
 */
export const RequiredWithServerError: Story = {
  globals: { locale: 'en' },
  args: { name: 'description', isRequired: true, description: 'Shown on the service page.' },
  render: (args) => (
    <Form validationErrors={{ description: ['The description field is required.'] }} validationBehavior="aria" style={{ maxWidth: 640 }}>
      <Controlled {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement, /Description/);
    await expect(text).toHaveAttribute('aria-required', 'true');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Shown on the service page. The description field is required.');
    // The required mark is visual only.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(text);
    await userEvent.keyboard('Hosting');
    await waitFor(() => expect(canvas.queryByText('The description field is required.')).not.toBeInTheDocument());
    await expect(text).not.toHaveAttribute('aria-invalid');
    await expect(text).toHaveAccessibleDescription('Shown on the service page.');
  },
};

/** An errorMessage from the owner marks the field invalid too. */
export const WithErrorMessage: Story = {
  globals: { locale: 'en' },
  args: { value: '<p>Too long</p>', errorMessage: 'The description may not be greater than 65535 characters.' },
  play: async ({ canvasElement }) => {
    const text = await textbox(canvasElement);
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('The description may not be greater than 65535 characters.');
  },
};

/** Disabled: the text can be read but not changed, and the toolbar is disabled. */
export const Disabled: Story = {
  globals: { locale: 'en' },
  args: { isDisabled: true, value: '<p>Read me, do not <em>change</em> me</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement);
    await expect(text).toHaveAttribute('contenteditable', 'false');
    await expect(text).toHaveAttribute('aria-disabled', 'true');
    for (const button of within(canvas.getByRole('toolbar')).getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(text);
    await userEvent.keyboard('typed');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(text).toHaveTextContent('Read me, do not change me');
  },
};

/** While the editor's code loads: a field-shaped placeholder that keeps the label (and required mark) visible. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { isRequired: true },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RichTextEditorPlaceholder label={args.label} isRequired={args.isRequired} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /Description/ });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Description')).toBeVisible();
    await expect(canvas.getByText('Loading editor…')).toBeVisible();
  },
};

/** Dutch labels for the toolbar. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Omschrijving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await textbox(canvasElement, 'Omschrijving');
    const toolbar = within(canvas.getByRole('toolbar', { name: 'Opmaak' }));
    for (const name of ['Vet', 'Cursief', 'Opsomming', 'Genummerde lijst', 'Link toevoegen']) {
      await expect(toolbar.getByRole('button', { name })).toBeInTheDocument();
    }
  },
};

/** In a 390 px phone-wide column: the toolbar wraps, long words and links wrap, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Omschrijving',
    value:
      '<p>Een zeer lang woord: hottentottententententoonstellingsterrein en <a href="https://example.nl/een/heel/lang/pad/dat/niet/past">https://example.nl/een/heel/lang/pad/dat/niet/past</a></p>',
  },
  render: (args) => (
    <div style={{ width: 390 }} data-testid="narrow">
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await textbox(canvasElement, 'Omschrijving');
    const frame = canvas.getByTestId('narrow');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(390);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    const toolbar = canvas.getByRole('toolbar', { name: 'Opmaak' });
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
  },
};
