/** A search value that is a whole number above 0 (a page, an id), else `undefined`: for routes' `validateSearch`. */
export const positive = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);
