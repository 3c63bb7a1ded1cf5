import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/root.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const scroller = style({ overflow: 'auto', position: 'relative' });

export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0 });

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceHover,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focusRing },
});

export const sortIcon = style({
  display: 'inline-flex',
  opacity: 0.45,
  selectors: { '&[data-sorted]': { opacity: 1, color: vars.color.accent } },
});

export const row = style({
  selectors: {
    '&[data-clickable]': { cursor: 'pointer' },
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-clickable]:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // The pagination bar (or the frame) draws the last line.
  selectors: { 'tbody > tr:last-child > &': { borderBottom: 'none' } },
});

export const emptyCell = style({ padding: 0, borderBottom: 'none' });

export const spacer = style({ padding: 0, border: 'none' });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const paginationGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

const smallControl = {
  boxSizing: 'border-box',
  height: 28,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0 } },
} as const;

export const pageSizeSelect = style({ ...smallControl, padding: `0 ${vars.space['1']}` });

export const goToInput = style({ ...smallControl, width: 64, padding: `0 ${vars.space['2']}` });
