import { describe, expect, it } from 'vitest';
import { numberListLimits, numberListText, parseNumberList } from './numberList';

const limits = numberListLimits({ minItems: 1, maxItems: 3, items: { minimum: 1, maximum: 100 } });

describe('parseNumberList', () => {
  it('reads whole numbers between commas, semicolons and spaces, ascending', () => {
    expect(parseNumberList('80, 100', limits)).toEqual({ numbers: [80, 100] });
    expect(parseNumberList(' 100;50 1 ', limits)).toEqual({ numbers: [1, 50, 100] });
  });

  it('names the first thing wrong, in the order a person would fix them', () => {
    expect(parseNumberList(' ', limits)).toEqual({ problem: 'required' });
    expect(parseNumberList('80, 9.5', limits)).toEqual({ problem: 'wholeNumber' });
    expect(parseNumberList('0', limits)).toEqual({ problem: 'range' });
    expect(parseNumberList('101', limits)).toEqual({ problem: 'range' });
    expect(parseNumberList('5 5', limits)).toEqual({ problem: 'twice' });
    expect(parseNumberList('1 2 3 4', limits)).toEqual({ problem: 'tooMany' });
  });
});

describe('numberListText', () => {
  it('writes the list as the field shows it', () => {
    expect(numberListText([80, 100])).toBe('80, 100');
  });
});
