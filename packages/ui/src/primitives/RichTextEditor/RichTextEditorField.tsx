import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useContext, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useField } from 'react-aria';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  FormValidationContext,
  Popover,
  Separator,
  ToggleButton,
  Toolbar,
} from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import * as fieldStyles from '../../internal/styles/field.css';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import type { RichTextEditorProps } from './RichTextEditor';
import { BoldIcon, BulletListIcon, ItalicIcon, LinkIcon, OrderedListIcon } from './RichTextEditorIcons';
import { messages } from './RichTextEditor.messages';
import { isAllowedLinkUrl, richTextExtensions } from './richTextExtensions';
import * as styles from './RichTextEditor.css';

/** The editor's text as the field reports it: `''` for an empty document, else its HTML. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * The Tiptap implementation of {@link RichTextEditor}, loaded lazily by it (the default export
 * is what `React.lazy` needs). Not exported from the package.
 */
export default function RichTextEditorField({
  label,
  name,
  value,
  onChange,
  isRequired = false,
  description,
  errorMessage,
  isDisabled = false,
}: RichTextEditorProps) {
  const t = useMessages(messages);

  // A server error for this field from an enclosing react-aria <Form validationErrors>, shown
  // until the user changes the text; a new answer from the server (a new errors object) shows
  // its message again.
  const serverErrors = useContext(FormValidationContext);
  const serverError = name ? serverErrors?.[name] : undefined;
  const serverMessage = Array.isArray(serverError) ? serverError.join(' ') : serverError;
  const [dismissedErrors, setDismissedErrors] = useState<object | null>(null);
  const shownError = errorMessage || (serverMessage && serverErrors !== dismissedErrors ? serverMessage : undefined);
  const isInvalid = Boolean(shownError);

  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage: shownError,
    isInvalid,
    labelElementType: 'span',
  });

  const [isLinkOpen, setLinkOpen] = useState(false);

  const describedBy = fieldProps['aria-describedby'];
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: fieldProps.id!,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelProps.id!,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
      },
      handleDOMEvents: {
        // Tab and Shift+Tab leave the field, also inside a list (where Tiptap would indent):
        // returning true skips ProseMirror's handling without preventing the browser's.
        keydown: (_view: unknown, event: KeyboardEvent) =>
          event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey,
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    }),
    [fieldProps.id, labelProps.id, describedBy, isRequired, isInvalid, isDisabled],
  );

  // The HTML this field reported that has not come back as `value` yet, oldest first. A `value`
  // among them is the echo of our own change — possibly an older one, when the owner renders
  // after the user typed on — and leaves the document (and the cursor) alone; any other value
  // replaces the document.
  const unechoed = useRef<string[]>([]);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editable: !isDisabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // Tiptap would add a <style> element; the app's Content-Security-Policy allows none it did
    // not hash, so ProseMirror's rules are in RichTextEditor.css.ts.
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed);
      unechoed.current.push(html);
      // An owner that never passes the value back must not make this grow without end.
      if (unechoed.current.length > 200) unechoed.current.shift();
      if (serverErrors) setDismissedErrors(serverErrors);
      onChange(html);
    },
  });

  // Keep the editor (an outside system) in step with the props.
  useEffect(() => {
    if (editor.isDestroyed || editor.isEditable === !isDisabled) return;
    editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  useEffect(() => {
    // React may run this again for an editor Tiptap has already destroyed (a Suspense boundary
    // showing the field again): it has no schema left to compare with, and a new one follows.
    if (editor.isDestroyed) return;
    const echo = unechoed.current.indexOf(value);
    if (echo >= 0) {
      unechoed.current.splice(0, echo + 1);
      return;
    }
    unechoed.current = [];
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  return (
    <div className={fieldStyles.field}>
      <span {...labelProps} className={fieldStyles.label} onClick={() => editor.commands.focus()}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.box} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
        <Toolbar aria-label={t('toolbar')} aria-controls={fieldProps.id} className={styles.toolbar}>
          <ToggleButton
            aria-label={t('bold')}
            isSelected={active.bold}
            isDisabled={isDisabled}
            onChange={() => editor.chain().focus().toggleBold().run()}
            className={styles.toolButton}
          >
            <BoldIcon size={20} />
          </ToggleButton>
          <ToggleButton
            aria-label={t('italic')}
            isSelected={active.italic}
            isDisabled={isDisabled}
            onChange={() => editor.chain().focus().toggleItalic().run()}
            className={styles.toolButton}
          >
            <ItalicIcon size={20} />
          </ToggleButton>
          <Separator orientation="vertical" className={styles.separator} />
          <ToggleButton
            aria-label={t('bulletList')}
            isSelected={active.bulletList}
            isDisabled={isDisabled}
            onChange={() => editor.chain().focus().toggleBulletList().run()}
            className={styles.toolButton}
          >
            <BulletListIcon size={20} />
          </ToggleButton>
          <ToggleButton
            aria-label={t('orderedList')}
            isSelected={active.orderedList}
            isDisabled={isDisabled}
            onChange={() => editor.chain().focus().toggleOrderedList().run()}
            className={styles.toolButton}
          >
            <OrderedListIcon size={20} />
          </ToggleButton>
          <Separator orientation="vertical" className={styles.separator} />
          <DialogTrigger isOpen={isLinkOpen} onOpenChange={setLinkOpen}>
            <AriaButton
              aria-label={active.link ? t('editLink') : t('addLink')}
              isDisabled={isDisabled}
              data-active={active.link || undefined}
              className={styles.toolButton}
            >
              <LinkIcon size={20} />
            </AriaButton>
            <Popover placement="bottom start" className={styles.popover}>
              <Dialog aria-label={t('linkDialog')} className={styles.linkDialog}>
                <LinkForm editor={editor} isLink={active.link} onDone={() => setLinkOpen(false)} />
              </Dialog>
            </Popover>
          </DialogTrigger>
        </Toolbar>
        <EditorContent editor={editor} className={styles.content} />
      </div>
      {description != null && (
        <div {...descriptionProps} className={fieldStyles.description}>
          {description}
        </div>
      )}
      {isInvalid && (
        <div {...errorMessageProps} className={fieldStyles.error}>
          {shownError}
        </div>
      )}
    </div>
  );
}

interface LinkFormProps {
  editor: Editor;
  /** Whether the cursor or selection is in a link: the form edits (and can remove) it. */
  isLink: boolean;
  /** Closes the popover. */
  onDone: () => void;
}

/**
 * The link popover's form: the address of the link at the cursor (empty for a new one). Apply
 * sets it on the selection, or on the whole link at the cursor, or — with nothing selected —
 * inserts the address as a linked text. Only http(s) and mailto addresses are accepted.
 */
function LinkForm({ editor, isLink, onDone }: LinkFormProps) {
  const t = useMessages(messages);
  // Mounted each time the popover opens: it starts from the link at the cursor.
  const [url, setUrl] = useState(() => (isLink ? String(editor.getAttributes('link').href ?? '') : ''));
  const [isInvalid, setInvalid] = useState(false);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The popover is portalled out of an enclosing form in the DOM but not in React: without
    // this, React would hand the submit on to that form (e.g. a FormDialog, which would save).
    event.stopPropagation();
    const href = url.trim();
    if (!isAllowedLinkUrl(href)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    if (isLink) chain.extendMarkRange('link').setLink({ href }).run();
    else if (editor.state.selection.empty) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    onDone();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  return (
    <form className={styles.linkForm} onSubmit={apply} noValidate>
      <TextField
        label={t('linkUrl')}
        description={t('linkUrlDescription')}
        value={url}
        onChange={(next) => {
          setUrl(next);
          setInvalid(false);
        }}
        inputMode="url"
        autoComplete="url"
        errorMessage={isInvalid ? t('linkUrlInvalid') : undefined}
        autoFocus
      />
      <div className={styles.linkActions}>
        {isLink && (
          <Button variant="quiet" size="sm" className={styles.linkRemove} onPress={remove}>
            {t('removeLink')}
          </Button>
        )}
        <Button variant="quiet" size="sm" onPress={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="primary" size="sm">
          {t('applyLink')}
        </Button>
      </div>
    </form>
  );
}
