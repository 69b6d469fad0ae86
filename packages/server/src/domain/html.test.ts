import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './html.js';

describe('sanitizeDescription', () => {
  it('keeps the formatting a rich-text editor produces', () => {
    const html = '<p>Managed <strong>hosting</strong> with <em>daily</em> <u>backups</u>.</p><ul><li>one</li></ul><ol><li>two</li></ol><h2>Title</h2><blockquote>quote</blockquote>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('removes scripts with their content, event handlers, styles and other attributes', () => {
    expect(sanitizeDescription('<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeDescription('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps the text of elements it does not allow', () => {
    expect(sanitizeDescription('<div><span>plain</span> <font>text</font></div><h1>Big</h1>')).toBe('plain textBig');
  });

  it('keeps links to http, https and mailto only', () => {
    expect(sanitizeDescription('<a href="https://example.org" target="_blank">site</a>')).toBe('<a href="https://example.org">site</a>');
    expect(sanitizeDescription('<a href="mailto:a@example.org">mail</a>')).toBe('<a href="mailto:a@example.org">mail</a>');
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeDescription('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
    expect(sanitizeDescription('<img src=x onerror="alert(1)"><p>text</p>')).toBe('<p>text</p>');
  });

  it('stores a description without text as null', () => {
    expect(sanitizeDescription('<p></p>')).toBeNull();
    expect(sanitizeDescription('<p>&nbsp; </p><br>')).toBeNull();
    expect(sanitizeDescription('<script>only()</script>')).toBeNull();
    expect(sanitizeDescription('')).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
  });
});
