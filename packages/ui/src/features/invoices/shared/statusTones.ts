import type { InvoiceStatus } from '@kwartier/api';
import type { defaultColors } from '../../../theme/tokens';

type ColorRole = keyof typeof defaultColors;

/**
 * The colour roles of each displayed status: concept grey, sent orange, overdue red, paid green,
 * each a background with the theme's text colour made for it. None of these roles is one an
 * organisation's colours replace (primary, secondary, accent), so every theme keeps the pairs' contrast.
 */
export const STATUS_TONES = {
  concept: { background: 'surfaceVariant', text: 'onSurfaceVariant' },
  sent: { background: 'warning', text: 'onWarning' },
  overdue: { background: 'danger', text: 'onDanger' },
  paid: { background: 'success', text: 'onSuccess' },
} as const satisfies Record<InvoiceStatus, { background: ColorRole; text: ColorRole }>;

/** How far hover and press darken a status background (as Button does: up to 20 % black). */
export const STATUS_PRESSED_SHADE = 0.2;
