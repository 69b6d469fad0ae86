import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import * as fieldStyles from '../../internal/styles/field.css';
import { messages } from './RichTextEditor.messages';
import * as styles from './RichTextEditor.css';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The visible label; it names the editable text (`aria-labelledby`). */
  label: string;
  /**
   * Form field name: a server error given to an enclosing react-aria `<Form validationErrors>`
   * (e.g. {@link FormDialog}'s `validationErrors`) under this name is shown under the field,
   * until the user changes the text.
   */
  name?: string;
  /** The text as HTML (controlled), e.g. a service's `description`; `''` for none. */
  value: string;
  /**
   * Called with the new HTML on every change; `''` when the text is empty (never `'<p></p>'`).
   * The HTML holds only paragraphs, line breaks, bold, italic, underline, strike, lists, quotes,
   * headings h2–h6 and links with an `href` (http, https or mailto) — what {@link HtmlContent} shows.
   */
  onChange: (html: string) => void;
  /** Shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text under the field; marks it invalid (aria-invalid) and is linked with aria-describedby. */
  errorMessage?: string;
  /** The text can be read but not changed, and the toolbar is disabled. */
  isDisabled?: boolean;
}

const loadField = () => import('./RichTextEditorField');
const RichTextEditorField = lazy(loadField);

/**
 * Starts loading the editor's code (Tiptap) before a {@link RichTextEditor} is shown, e.g. when
 * the user opens a page whose edit dialog holds one. Safe to call more than once.
 */
export function preloadRichTextEditor(): Promise<unknown> {
  return loadField();
}

/**
 * The field shown while the editor's code loads: the same label (and required mark), a box of
 * the editor's size saying it is loading, and the description — so the dialog does not jump.
 */
export function RichTextEditorPlaceholder({ label, isRequired, description }: Pick<RichTextEditorProps, 'label' | 'isRequired' | 'description'>) {
  const t = useMessages(messages);
  const labelId = useId();
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId} aria-busy="true" data-lazy-placeholder="">
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.placeholderBox}>{t('loading')}</div>
      {description != null && <div className={fieldStyles.description}>{description}</div>}
    </div>
  );
}

/**
 * A rich-text field (Tiptap): a toolbar with bold, italic, bullet list, numbered list and link
 * (a small dialog for the address, http(s) or mailto only) above the editable text. The text is
 * a `textbox` (multi-line) named by the label; Ctrl/Cmd+B and Ctrl/Cmd+I format, Ctrl/Cmd+K
 * opens the link dialog; Tab and Shift+Tab leave the field (they do not indent).
 *
 * Tiptap is loaded only when an editor is first shown (a separate chunk); meanwhile a
 * field-shaped placeholder keeps the label in place. {@link preloadRichTextEditor} starts it earlier.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorPlaceholder label={props.label} isRequired={props.isRequired} description={props.description} />}>
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
