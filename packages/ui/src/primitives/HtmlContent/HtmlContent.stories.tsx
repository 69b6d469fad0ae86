import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HtmlContent } from './HtmlContent';
import { sanitizeHtml } from './sanitizeHtml';

const description = `
<h2>Scope</h2>
<p>Redesign of the <strong>webshop</strong> and <em>newsletter</em>, <u>excluding</u> hosting.<br>Start in March.</p>
<ul><li>Design</li><li>Development</li></ul>
<ol><li>Workshop</li><li>Delivery</li></ol>
<blockquote>Invoice monthly.</blockquote>
<p>See <a href="https://example.nl/offerte">the quote</a> or mail <a href="mailto:info@example.nl">info@example.nl</a>.</p>
`;

const meta = {
  title: 'Primitives/HtmlContent',
  component: HtmlContent,
  parameters: { layout: 'padded' },
  args: { html: description },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Basic formatting stays: headings, paragraphs, line breaks, emphasis, lists, quotes, safe links. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Scope' })).toBeVisible();
    await expect(canvas.getByText('webshop').tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelector('br')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'the quote' })).toHaveAttribute('href', 'https://example.nl/offerte');
    // Links are reachable with the keyboard.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'the quote' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'info@example.nl' })).toHaveAttribute('href', 'mailto:info@example.nl');
  },
};

const payload = `
<p id="start" class="lead" style="color:red" onclick="window.__kwartierXss = 'onclick'">Hello</p>
<script>window.__kwartierXss = 'script'</script>
<img src="x" onerror="window.__kwartierXss = 'img'">
<svg onload="window.__kwartierXss = 'svg'"><circle r="5"></circle></svg>
<iframe src="javascript:window.__kwartierXss = 'iframe'"></iframe>
<style>body { display: none }</style>
<a href="javascript:window.__kwartierXss = 'link'">js link</a>
<a href=" JaVaScRiPt:alert(1)">spaced js link</a>
<a href="data:text/html,<script>alert(1)</script>">data link</a>
<a href="vbscript:msgbox(1)">vb link</a>
<a href="/relative">relative link</a>
<a href="https://example.nl" target="_blank" onmouseover="alert(1)">safe link</a>
<form action="https://evil.example"><input name="attributes" value="x"><button>Go</button></form>
<details open ontoggle="window.__kwartierXss = 'details'"><summary>s</summary></details>
<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">
<h1>Page title in a description</h1>
<span data-x="1" aria-label="y">kept text</span>
<math><mtext><table><mglyph><style><img src=x onerror="window.__kwartierXss = 'mxss'">
`;

/**
 * A malicious description: nothing executable, styled or framed survives; the safe link, plain
 * formatting and text are kept.
 */
export const MaliciousPayload: Story = {
  args: { html: payload },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByText('Hello').parentElement as HTMLElement;
    // Give any injected handler (img onerror, svg onload, details ontoggle) a chance to run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect((window as { __kwartierXss?: string }).__kwartierXss).toBeUndefined();

    for (const tag of ['script', 'img', 'svg', 'iframe', 'style', 'form', 'input', 'button', 'details', 'math', 'object', 'embed', 'h1', 'span']) {
      await expect(root.querySelector(tag), tag).toBeNull();
    }
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        await expect(attribute.name === 'href', `${element.tagName} ${attribute.name}`).toBe(true);
      }
    }
    const hrefs = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(['https://example.nl']);
    await expect(root.innerHTML).not.toMatch(/javascript:|vbscript:|data:|onerror|onload|onclick/i);
    // Text of removed wrappers stays; link text stays without its unsafe target.
    await expect(root).toHaveTextContent('kept text');
    await expect(root).toHaveTextContent('js link');
    await expect(root).toHaveTextContent('Page title in a description');
    await expect(canvas.getByRole('link', { name: 'safe link' })).not.toHaveAttribute('target');
  },
};

/** The sanitiser itself, case by case (the browser's DOM parses, as in the app). */
export const SanitiserCases: Story = {
  args: { html: '<p>See the play function: each case is checked against sanitizeHtml.</p>' },
  play: async () => {
    const cases: [string, string][] = [
      ['<p>a<br>b</p>', '<p>a<br>b</p>'],
      ['<b>b</b><i>i</i><s>s</s>', '<b>b</b><i>i</i><s>s</s>'],
      ['<p onclick="x()">a</p>', '<p>a</p>'],
      ['<a href="https://x.nl" title="t" rel="x">a</a>', '<a href="https://x.nl">a</a>'],
      ['<a href="HTTP://X.NL">a</a>', '<a href="HTTP://X.NL">a</a>'],
      ['<a href="mailto:a@b.nl">a</a>', '<a href="mailto:a@b.nl">a</a>'],
      ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="java\tscript:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="ftp://x.nl">a</a>', '<a>a</a>'],
      ['<script>alert(1)</script>ok', 'ok'],
      ['<style>p{}</style>ok', 'ok'],
      ['<iframe src="https://x.nl"></iframe>ok', 'ok'],
      ['<div><span>text</span></div>', 'text'],
      ['<table><tr><td>cell</td></tr></table>', 'cell'],
      ['', ''],
    ];
    for (const [input, expected] of cases) {
      await expect(sanitizeHtml(input), input).toBe(expected);
    }
    await expect(sanitizeHtml(null)).toBe('');
  },
};

/** No description: a muted "No description". */
export const Empty: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: { html: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No description')).toBeVisible();
  },
};

/** HTML without text (e.g. an emptied editor's `<p><br></p>`, or only removed elements) counts as empty. */
export const EmptyMarkup: Story = {
  args: { html: '<p><br></p><p>&nbsp;</p><script>alert(1)</script>', emptyText: 'This project has no description yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This project has no description yet.')).toBeVisible();
  },
};

/** `emptyText={null}` renders nothing at all when empty. */
export const EmptyHidden: Story = {
  args: { html: '', emptyText: null },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.textContent?.trim()).toBe(''));
  },
};

/** Long words and URLs wrap inside the container. */
export const LongContent: Story = {
  args: {
    html: `<p>${'Een lange projectomschrijving met veel tekst. '.repeat(40)}</p><p><a href="https://www.een-heel-erg-lange-domeinnaam-zonder-spaties.example.nl/pad/naar/een/document/dat/niet/afbreekt">https://www.een-heel-erg-lange-domeinnaam-zonder-spaties.example.nl/pad/naar/een/document/dat/niet/afbreekt</a></p>`,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    const root = link.closest('p')?.parentElement as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { html: '   ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Geen beschrijving')).toBeVisible();
  },
};
