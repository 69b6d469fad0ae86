import { describe, expect, it } from 'vitest';
import { inputText, parsePrice, parseVat, priceMoney } from './recurring';

describe('a subscription’s price and VAT as typed', () => {
  it('read the user’s language and give the contract’s decimals', () => {
    expect(parsePrice('25,5', 'nl')).toEqual({ value: '25.50' });
    expect(parsePrice('€ 1.234,50', 'nl')).toEqual({ value: '1234.50' });
    expect(parsePrice('1,234.50', 'en')).toEqual({ value: '1234.50' });
    expect(parsePrice('  ', 'en')).toEqual({ value: null });
    expect(parsePrice('abc', 'en')).toEqual({ problem: 'invalid' });
    expect(parsePrice('-5', 'en')).toEqual({ problem: 'negative' });
    expect(parseVat('21', 'nl')).toEqual({ value: '21.00' });
    expect(parseVat('5,5 %', 'nl')).toEqual({ value: '5.50' });
    expect(parseVat('', 'en')).toEqual({ value: '0.00' });
    expect(parseVat('101', 'en')).toEqual({ problem: 'tooHigh' });
  });

  it('show as typed and as money in the user’s language', () => {
    expect(inputText('25.50', 'nl')).toBe('25,50');
    expect(inputText('25.50', 'en')).toBe('25.50');
    expect(inputText(null, 'en')).toBe('');
    expect(priceMoney({ price: '25.00' }, 'en')).toBe('€25.00');
    expect(priceMoney({ price: '1234.50' }, 'nl')).toMatch(/^€\s1\.234,50$/);
    expect(priceMoney({ price: null }, 'en')).toBeNull();
  });
});
