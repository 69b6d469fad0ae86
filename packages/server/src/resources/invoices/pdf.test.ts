import { describe, expect, it } from 'vitest';
import { attachmentDisposition, formatDate, formatQuantity, pdfColor, titleColor } from './pdf.js';
import { pdfWords } from './pdf.messages.js';

describe('the invoice PDF’s pure parts', () => {
  it('writes dates in each of the contract’s date formats', () => {
    expect(formatDate('2026-03-07', 'DD-MM-YYYY')).toBe('07-03-2026');
    expect(formatDate('2026-03-07', 'MM/DD/YYYY')).toBe('03/07/2026');
    expect(formatDate('2026-03-07', 'MM-DD-YYYY')).toBe('03-07-2026');
    expect(formatDate('2026-03-07', 'YYYY-MM-DD')).toBe('2026-03-07');
    expect(formatDate('2026-03-07', 'DD/MM/YYYY')).toBe('07/03/2026');
    expect(formatDate('2026-03-07', 'DD.MM.YYYY')).toBe('07.03.2026');
  });

  it('writes quantities and percentages without trailing zeros, exactly, in the language given', () => {
    expect(formatQuantity('12.50', 'en')).toBe('12.5');
    expect(formatQuantity('12.50', 'nl')).toBe('12,5');
    expect(formatQuantity('21.00', 'nl')).toBe('21');
    expect(formatQuantity('1234.25', 'nl')).toBe('1.234,25');
    expect(formatQuantity('-3.00', 'en')).toBe('-3');
    // Beyond a float's precision.
    expect(formatQuantity('99999999.99', 'en')).toBe('99,999,999.99');
  });

  it('names the download after the invoice number, with an ASCII fallback and the exact name in filename*', () => {
    expect(attachmentDisposition('20260007')).toBe(`attachment; filename="20260007.pdf"; filename*=UTF-8''20260007.pdf`);
    expect(attachmentDisposition(`a"b\\c/d'e(f)*`)).toBe(`attachment; filename="a_b_c_d'e(f)*.pdf"; filename*=UTF-8''a%22b%5Cc%2Fd%27e%28f%29%2A.pdf`);
    expect(attachmentDisposition('Ĳ-€\r\n')).toBe(`attachment; filename="_-___.pdf"; filename*=UTF-8''%C4%B2-%E2%82%AC%0D%0A.pdf`);
  });

  it('takes the organisation colour without its alpha, and the title in it only where it reads on white', () => {
    expect(pdfColor('#1976D2FF')).toBe('#1976D2');
    expect(pdfColor('nonsense')).toBe('#1976D2');
    expect(titleColor('#1976D2')).toBe('#1976D2');
    expect(titleColor('#FFEB3B')).toBe('#212121');
  });

  it('prints its words from the catalogues, in the invoice language (their keys and placeholders: the catalogue tests)', () => {
    expect(pdfWords('nl').page(1, 2)).toBe('Pagina 1 van 2');
    expect(pdfWords('en').page(1, 2)).toBe('Page 1 of 2');
    expect(pdfWords('nl').label('vatTotal', { rate: '21' })).toBe('btw 21%');
    expect(pdfWords('en').continued('2026-0007', true)).toContain('2026-0007');
  });
});
