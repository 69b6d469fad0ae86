import type { Locale, Period, TimeUnit } from '@kwartier/api';
import { periodLabel, type Bounds } from './rules.js';

// A period's bounds → the contract's Period, named in the user's language.

export function periodShape(bounds: Bounds, unit: TimeUnit, locale: Locale): Period {
  return { from: bounds.from, to: bounds.to, label: periodLabel(bounds, unit, locale) };
}
