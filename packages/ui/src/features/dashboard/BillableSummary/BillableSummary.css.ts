import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const summary = createContainer();

export const root = style({
  containerName: summary,
  containerType: 'inline-size',
  minWidth: 0,
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

/** Three figures side by side; under each other when narrow (a phone). */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@container': { [`${summary} (max-width: 479px)`]: { gridTemplateColumns: '1fr' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});
