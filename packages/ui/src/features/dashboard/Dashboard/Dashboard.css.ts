import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const dashboard = createContainer();
/** A container query rather than a media query: the dashboard may be embedded in a narrow frame. */
const narrow = `${dashboard} (max-width: 599px)`;

export const root = style({
  containerName: dashboard,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.onBackground,
});

/** Period navigation on the left, the two toggles on the right; stacked when narrow. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const periodNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  '@container': { [narrow]: { width: '100%' } },
});

export const periodLabel = style({
  margin: 0,
  minWidth: '10ch',
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  '@container': { [narrow]: { flex: '1 1 auto' } },
});

export const toggles = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  '@container': { [narrow]: { width: '100%' } },
});

/** Keeps its height while hidden, so the page does not jump when loading starts or ends. */
export const progress = style({ minHeight: 4, marginBottom: vars.space.sm });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const emptyHint = style({ margin: 0, color: vars.color.muted, maxWidth: '60ch' });

/** The failed-period message and its Try again button: side by side, wrapping on a phone. */
export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** The first steps above the receivables (empty when every step is done). */
export const firstSteps = style({ marginBottom: vars.space.lg, ':empty': { display: 'none' } });

/** The receivables above the period's toolbar. */
export const receivables = style({ marginBottom: vars.space.lg });

/** The budgeted projects' use, above the period's toolbar: one bar each, in columns where wide. */
export const budgets = style({ marginBottom: vars.space.lg });

export const budgetsTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const budgetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.md,
});
