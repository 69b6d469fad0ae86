import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { title as pageTitle } from '../PageHeader/PageHeader.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** A page's title looks like every page's (PageHeader); a panel's like a card's. */
export const title = styleVariants({
  page: [pageTitle],
  panel: {
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.onBackground,
    overflowWrap: 'anywhere',
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });

export const spacer = style({ flex: 1 });

export const nameLink = style({ fontWeight: vars.font.weight.medium });
