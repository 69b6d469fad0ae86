import { describe, expect, it } from 'vitest';
import { HTML_CONTENT_TAGS, SAFE_URL, isBlankHtml, sanitizeHtml } from './sanitizeHtml';

// The sanitising itself needs a DOM and is tested in the browser (HtmlContent.stories.tsx:
// MaliciousPayload, SanitiserCases). Here: what happens without one, and the pure helpers.
describe('sanitizeHtml without a DOM (server-side rendering, Node)', () => {
  it('returns null, never the unsanitised HTML', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtml('<p onclick="x()">Hi</p><script>alert(1)</script>')).toBeNull();
    expect(sanitizeHtml(null)).toBeNull();
  });
});

describe('SAFE_URL', () => {
  it('allows http, https and mailto only', () => {
    for (const url of ['http://a.nl', 'https://a.nl/x?y=1', 'HTTPS://A.NL', 'mailto:info@a.nl']) {
      expect(SAFE_URL.test(url), url).toBe(true);
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://a.nl', '/relative', '//a.nl', '#top']) {
      expect(SAFE_URL.test(url), url).toBe(false);
    }
  });
});

describe('HTML_CONTENT_TAGS', () => {
  it('holds basic formatting only', () => {
    expect(HTML_CONTENT_TAGS).toContain('a');
    for (const tag of ['script', 'style', 'iframe', 'img', 'svg', 'form', 'input', 'object', 'embed', 'h1', 'div', 'span']) {
      expect(HTML_CONTENT_TAGS as readonly string[], tag).not.toContain(tag);
    }
  });
});

describe('isBlankHtml', () => {
  it('is true for markup without text', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>\n<ul><li> </li></ul>')).toBe(true);
  });
  it('is false as soon as there is text', () => {
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('0')).toBe(false);
  });
});
