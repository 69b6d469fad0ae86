import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { SAFE_URL } from '../HtmlContent/sanitizeHtml';

/**
 * Whether `url` may be a link's target: http, https or mailto only — the same rule the display
 * sanitiser ({@link SAFE_URL}) and the server apply, so a link the editor accepts is never
 * dropped later.
 */
export function isAllowedLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  if (!SAFE_URL.test(trimmed)) return false;
  // 'https://' or 'mailto:' alone is no address.
  return /^(?:https?:\/\/[^\s/?#]+|mailto:[^\s]+)/i.test(trimmed) && !/\s/.test(trimmed);
}

/**
 * The editor's schema: paragraphs, line breaks, bold, italic, underline, strike, bullet and
 * numbered lists, quotes, headings h2–h6 (kept so stored descriptions survive an edit; the
 * toolbar offers none) and links. Everything it can produce is in the display sanitiser's
 * HTML_CONTENT_TAGS: code, code blocks, horizontal rules and h1 are turned off (pasted ones
 * become plain paragraphs or text), and links carry only `href`.
 */
export const richTextExtensions: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // No empty paragraph kept after a closing list or quote: it would be stored as '<p></p>'.
    trailingNode: false,
    // h1 is the page's title; a description sits below it.
    heading: { levels: [2, 3, 4, 5, 6] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      // No target, rel or class: the sanitiser keeps only href.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkUrl(url),
      shouldAutoLink: (url) => isAllowedLinkUrl(url),
    },
  }),
];
