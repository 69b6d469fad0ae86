import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichTextEditor, RichTextEditor } from '../../primitives/RichTextEditor/RichTextEditor';
import { TextField } from '../../primitives/TextField/TextField';
import { FormDialog } from './FormDialog';

/**
 * The rich-text editor inside the dialog wrapper, as edit dialogs of services and projects hold
 * it (a primitive's stories cannot import a pattern, so this lives with the pattern).
 */
const meta = {
  title: 'Patterns/FormDialog with RichTextEditor',
  component: FormDialog,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Edit service', onSave: fn(), children: null },
  // Tiptap is a lazily loaded chunk: loaded before the story renders, so the play function meets the editor.
  loaders: [async () => ({ editor: await preloadRichTextEditor() })],
} satisfies Meta<typeof FormDialog>;

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

// One object for the dialog's life, as useFormSubmission's fieldErrors are: a new object means a
// new answer from the server, whose messages show again.
const SERVER_ERRORS = { description: 'The description may not contain images.' };

/**
 * In a FormDialog: the server's error for `description` shows under the editor; typing in it
 * counts as a change (Escape no longer closes the dialog); the link dialog's Enter applies the
 * link and does not save the form; Save sends the HTML.
 */
export const EditingRichText: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [name, setName] = useState('Hosting');
    const [description, setDescription] = useState('<p>Managed hosting.</p>');
    const [isOpen, setOpen] = useState(true);
    return (
      <FormDialog
        title={args.title}
        isLarge
        isOpen={isOpen}
        onOpenChange={setOpen}
        // The spy records what would be saved.
        onSave={() => (args.onSave as unknown as (saved: string) => void)(`saved:${name}:${description}`)}
        validationErrors={SERVER_ERRORS}
      >
        <TextField name="name" label="Name" isRequired value={name} onChange={setName} />
        <RichTextEditor name="description" label="Description" value={description} onChange={setDescription} />
      </FormDialog>
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Edit service' }));
    const text = await dialog.findByRole('textbox', { name: 'Description' });
    await expect(text).toHaveAccessibleDescription('The description may not contain images.');
    // Tab from the name field reaches the toolbar, then the text.
    dialog.getByRole('textbox', { name: /Name/ }).focus();
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('toolbar').contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await waitFor(() => expect(text).toHaveFocus());
    selectText(text, 'hosting.');
    text.ownerDocument.getSelection()!.collapseToEnd();
    await userEvent.keyboard(' Daily backups.');
    await waitFor(() => expect(text).not.toHaveAttribute('aria-invalid'));
    // Changed: Escape keeps the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog', { name: 'Edit service' })).toBeInTheDocument();
    // The link dialog's Enter applies the link only.
    selectText(text, 'backups.');
    await userEvent.keyboard('{Control>}k{/Control}');
    const link = within(await body.findByRole('dialog', { name: 'Link' }));
    await waitFor(() => expect(link.getByRole('textbox', { name: 'Web or email address' })).toHaveFocus());
    await userEvent.keyboard('https://example.nl/backups{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog', { name: 'Edit service' })).toBeInTheDocument();
    // Escape in the link dialog closes only that dialog.
    await userEvent.keyboard('{Control>}k{/Control}');
    await body.findByRole('dialog', { name: 'Link' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).not.toBeInTheDocument());
    await expect(body.getByRole('dialog', { name: 'Edit service' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      'saved:Hosting:<p>Managed hosting. Daily <a href="https://example.nl/backups">backups.</a></p>',
    );
  },
};
