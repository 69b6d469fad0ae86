import { htmlAllowList } from '@kwartier/api';
import sanitizeHtml from 'sanitize-html';

// Rich text (service and project descriptions) is sanitised on the way in with the contract's
// allow-list (`Html`: x-html-tags, x-html-url-schemes); the component library sanitises again on
// the way out with the same lists, so neither side trusts the other.

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...htmlAllowList.tags],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [...htmlAllowList.urlSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  // Relative and protocol-relative links are not kept: only the listed schemes.
  allowProtocolRelative: false,
  // The text of removed formatting elements stays; the content of these goes with them.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
};

/**
 * The HTML to store for a description: only the allowed elements, `href` on links with an allowed
 * scheme, nothing else. `null` when it shows no text (empty editor output such as `<p></p>`), so
 * "no description" has one representation.
 */
export function sanitizeDescription(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return hasText(clean) ? clean : null;
}

/** Whether sanitised HTML shows any text (tags, spaces and non-breaking spaces do not count). */
function hasText(clean: string): boolean {
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\u00a0/g, ' ').trim() !== '';
}
