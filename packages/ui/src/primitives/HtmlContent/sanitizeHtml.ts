import { htmlAllowList } from '@kwartier/api';
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * Elements kept in descriptions: the contract's allow-list for rich text (`Html`: x-html-tags) —
 * paragraphs, line breaks, emphasis, lists, links, headings and quotes; the server keeps the same
 * on the way in. Everything else is removed; the text of removed formatting elements (span, div,
 * font, …) is kept, the content of script, style, iframe, … is dropped with them. `h1` is not kept
 * (its text is): a page has one `h1`, its title, and a description sits below it.
 */
export const HTML_CONTENT_TAGS: readonly string[] = htmlAllowList.tags;

/**
 * Link targets allowed in `href`: the contract's schemes (x-html-url-schemes: http, https,
 * mailto), so `javascript:`, `data:`, `vbscript:` and relative URLs are dropped (the link's text
 * stays).
 */
export const SAFE_URL = new RegExp(`^(?:${htmlAllowList.urlSchemes.join('|')}):`, 'i');

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_CONTENT_TAGS],
  // No `style`, `class`, `id`, `target` or event handlers: only where a link goes.
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // `<form>`/`<input>` inside content could clobber DOM properties; they are not allowed anyway,
  // and this guards `name`/`id` should the allow-list ever grow.
  SANITIZE_DOM: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

// One private DOMPurify instance per window: hooks or settings another library adds to the
// shared default instance never loosen (or tighten) Kwartier's rules.
const instances = new WeakMap<object, DOMPurify>();

function purifierFor(win: WindowLike): DOMPurify | null {
  let purifier = instances.get(win);
  if (!purifier) {
    purifier = createDOMPurify(win);
    instances.set(win, purifier);
  }
  return purifier.isSupported ? purifier : null;
}

/**
 * Sanitises user-written HTML (project and service descriptions) for display: keeps the basic
 * formatting of {@link HTML_CONTENT_TAGS} and `href`s matching {@link SAFE_URL}; removes scripts,
 * event handlers, styles, iframes, forms, images, SVG and every other attribute.
 *
 * @param html the stored HTML; `null`/`undefined` count as empty
 * @param win the window whose DOM parses the HTML; defaults to the global `window`
 * @returns the safe HTML string, or `null` when there is no DOM to sanitise with (server-side
 *   rendering, plain Node): callers must then show nothing rather than the raw HTML
 */
export function sanitizeHtml(html: string | null | undefined, win?: WindowLike): string | null {
  const target = win ?? (typeof window === 'undefined' ? undefined : window);
  if (!target) return null;
  const purifier = purifierFor(target);
  if (!purifier) return null;
  return purifier.sanitize(html ?? '', CONFIG) as string;
}

/** Whether sanitised HTML shows no text at all (only tags, spaces or `&nbsp;`). */
export function isBlankHtml(safeHtml: string): boolean {
  // Only used on sanitiser output, to decide whether to show the empty text: never for safety.
  return safeHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim() === '';
}
