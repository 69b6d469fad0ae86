import { describe, expect, it } from 'vitest';
import { attachmentNames, defaultTemplate, fillPlaceholders, mailBody, printLink, refusalReason, repeatedTemplate, type Placeholder } from './rules.js';

const VALUES: Record<Placeholder, string> = {
  number: '2026-0007',
  amount: '€ 1.285,63',
  outstanding: '€ 785,63',
  duedate: '30-04-2026',
  organization: 'Studio <Noord>',
  contact: 'Jan',
  client: 'Bakkerij',
};

describe('mail templates', () => {
  it('fills every known placeholder and leaves an unknown one as typed', () => {
    expect(fillPlaceholders('{number} {amount} {outstanding} {duedate} {organization} {contact} {client} {other} {number}', VALUES)).toBe(
      '2026-0007 € 1.285,63 € 785,63 30-04-2026 Studio <Noord> Jan Bakkerij {other} 2026-0007',
    );
  });

  it("reads a template as ICU MessageFormat, yet an older one as it was typed: apostrophes, quotes, a lone brace", () => {
    expect(fillPlaceholders("Factuur '{number}' van {organization}: foto's en {other}", VALUES, 'nl')).toBe("Factuur '2026-0007' van Studio <Noord>: foto's en {other}");
    expect(fillPlaceholders('Invoice {number} :-} {', VALUES)).toBe('Invoice 2026-0007 :-} {');
    expect(fillPlaceholders('{contact, select, Jan {Hi Jan} other {Dear {contact}}}, {number}', VALUES)).toBe('Hi Jan, 2026-0007');
  });

  it('has a built-in subject and body of each kind in each language, with placeholders', () => {
    expect(defaultTemplate('invoice', 'nl').subject).toBe('Factuur {number} van {organization}');
    expect(defaultTemplate('reminder', 'en').body).toContain('{outstanding}');
  });

  it('writes the text and an escaped HTML part, the link after the message when asked for', () => {
    const { text, html } = mailBody('nl', 'Beste <Jan>,\n\nHierbij.\nGroet', 'https://k.example/invoices/u/print');
    expect(text).toBe('Beste <Jan>,\n\nHierbij.\nGroet\n\nBekijk de factuur online: https://k.example/invoices/u/print\n');
    expect(html).toContain('<p style="margin:0 0 16px">Beste &lt;Jan&gt;,</p>');
    expect(html).toContain('Hierbij.<br>Groet');
    expect(html).toContain('href="https://k.example/invoices/u/print"');
    expect(mailBody('en', 'Hi', null).text).toBe('Hi\n');
  });

  it('names the attachments and the print link', () => {
    expect(attachmentNames('7', { pdf: true, ubl: true })).toEqual(['7.pdf', '7.xml']);
    expect(attachmentNames('7', { pdf: false, ubl: true })).toEqual(['7.xml']);
    expect(printLink('https://k.example', 'a b')).toBe('https://k.example/invoices/a%20b/print');
  });

  it('takes the mail server’s answer as the reason, else the error’s message', () => {
    expect(refusalReason(Object.assign(new Error('Message failed'), { response: '550 5.1.1  no such\nuser' }))).toBe('550 5.1.1 no such user');
    expect(refusalReason(new Error('connect ECONNREFUSED 127.0.0.1:25'))).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });

  it('finds a kind and language given twice', () => {
    expect(repeatedTemplate([{ kind: 'invoice', locale: 'en' }, { kind: 'invoice', locale: 'nl' }])).toBeNull();
    expect(repeatedTemplate([{ kind: 'invoice', locale: 'en' }, { kind: 'reminder', locale: 'en' }, { kind: 'invoice', locale: 'en' }])).toBe(2);
  });
});
