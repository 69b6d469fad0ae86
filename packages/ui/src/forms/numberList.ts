/** How many whole numbers a list field takes, and each one's bounds. */
export interface NumberListLimits {
  minCount: number;
  maxCount: number;
  min: number;
  max: number;
}

/** The contract's bounds of a list of whole numbers (`minItems`, `maxItems`, the items' `minimum` and `maximum`). */
export interface ArrayOfIntegerBounds {
  readonly minItems: number;
  readonly maxItems: number;
  readonly items: { readonly minimum: number; readonly maximum: number };
}

/** A list field's limits from its bounds in the contract (`schemaBounds`). */
export function numberListLimits(bounds: ArrayOfIntegerBounds): NumberListLimits {
  return { minCount: bounds.minItems, maxCount: bounds.maxItems, min: bounds.items.minimum, max: bounds.items.maximum };
}

/** What is wrong with a typed list of whole numbers. */
export type NumberListProblem = 'required' | 'wholeNumber' | 'range' | 'twice' | 'tooMany';

/**
 * Reads whole numbers typed as a list ("7, 14, 30"; commas, semicolons or spaces between them)
 * into ascending numbers, or names what is wrong: nothing typed, a part that is not a whole
 * number, a number out of bounds, a number twice, more numbers than the limits allow.
 */
export function parseNumberList(text: string, limits: NumberListLimits): { numbers: number[] } | { problem: NumberListProblem } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length < limits.minCount) return { problem: 'required' };
  if (parts.some((part) => !/^\d+$/.test(part))) return { problem: 'wholeNumber' };
  const numbers = parts.map(Number);
  if (numbers.some((n) => n < limits.min || n > limits.max)) return { problem: 'range' };
  if (new Set(numbers).size !== numbers.length) return { problem: 'twice' };
  if (numbers.length > limits.maxCount) return { problem: 'tooMany' };
  return { numbers: numbers.sort((a, b) => a - b) };
}

/** A list as its field shows it: "7, 14, 30". */
export function numberListText(numbers: readonly number[]): string {
  return numbers.join(', ');
}
