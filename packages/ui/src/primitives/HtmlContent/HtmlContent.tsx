import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './HtmlContent.messages';
import { isBlankHtml, sanitizeHtml } from './sanitizeHtml';
import * as styles from './HtmlContent.css';

/** Props of {@link HtmlContent}. */
export interface HtmlContentProps {
  /**
   * The HTML as stored, e.g. a project's or service's `description`. It is sanitised before it
   * reaches the page; it does not need to be trusted.
   */
  html: string | null | undefined;
  /**
   * Shown (muted) when `html` has no text. Defaults to "No description" in the current language;
   * pass `null` to show nothing.
   */
  emptyText?: ReactNode;
  /** Extra class, e.g. to limit the height. */
  className?: string;
}

const subscribeNever = () => () => {};

/**
 * Shows user-written HTML such as a project or service description, sanitised with DOMPurify:
 * paragraphs, line breaks, bold/italic/underline/strike, lists, headings (h2–h6), quotes and
 * links to http(s) or mailto stay; scripts, event handlers, `javascript:` links, iframes,
 * images, forms, styles and all other attributes are removed.
 *
 * Sanitising needs a DOM. Without one (server-side rendering, plain Node) the component renders
 * an empty container, never the unsanitised HTML; during hydration it fills in on the client.
 *
 * ### Do
 * - Pass user-written HTML as stored (a description from `RichTextEditor`); HtmlContent sanitises
 *   it, so it shows only sanitised HTML.
 * - Use it for every place that shows stored HTML, so one sanitiser decides what survives.
 *
 * ### Don't
 * - Show stored HTML anywhere with `dangerouslySetInnerHTML`, or sanitise it some other way.
 * - Use it for your own markup or translations: write React elements.
 * - Expect images, styles, classes or `target` to survive, or content in server-rendered HTML
 *   (without a DOM it renders empty).
 */
export function HtmlContent({ html, emptyText, className }: HtmlContentProps) {
  const t = useMessages(messages);
  // false on the server and while hydrating server HTML, true in the browser afterwards (and
  // straight away for client-only rendering), so the server's empty markup hydrates cleanly.
  const hasDom = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const safeHtml = useMemo(() => (hasDom ? sanitizeHtml(html) : null), [hasDom, html]);
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (safeHtml == null) return <div className={rootClass} />;
  if (isBlankHtml(safeHtml)) {
    const empty = emptyText === undefined ? t('empty') : emptyText;
    return empty == null ? null : <p className={`${rootClass} ${styles.empty}`}>{empty}</p>;
  }
  // Safe: `safeHtml` is DOMPurify's output with the allow-list in sanitizeHtml.ts.
  return <div className={rootClass} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
