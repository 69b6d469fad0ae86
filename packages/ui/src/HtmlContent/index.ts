export { HtmlContent, type HtmlContentProps } from './HtmlContent';
export { sanitizeHtml, HTML_CONTENT_TAGS, SAFE_URL } from './sanitizeHtml';
