import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';
import { focusVisible } from './HealthDashboard.css';

// The list views (table, cards, pivot): fixed-height rows inside one scroller, so only the visible window is in the
// DOM. The scroller is at most the viewport minus 10rem (14rem when the toolbar wraps onto a second line).

export const ROW_HEIGHT = 44;
export const CARD_HEIGHT = 96;
export const CARD_GAP = 12;

export const frame = style({
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: 'calc(100vh - 10rem)',
  selectors: { '[data-toolbar-wrapped] &': { maxHeight: 'calc(100vh - 14rem)' } },
});

// The fixed columns take about 580px: below the minimum the scroller scrolls sideways rather than squeezing the
// Checks column, which holds the names, to nothing.
export const table = style({ width: '100%', minWidth: 820, tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0 });

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  boxSizing: 'border-box',
  height: 36,
  padding: `0 ${vars.space['3']}`,
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
  selectors: { '&:hover': { color: vars.color.text }, '&:focus-visible': focusVisible },
});

export const sortMark = style({
  opacity: 0.45,
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { opacity: 1, color: vars.color.accent } },
});

export const row = style({
  height: ROW_HEIGHT,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { background: vars.color.accentSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&[data-kind="group"]': { fontWeight: vars.font.weightMedium },
  },
});

export const cell = style({
  boxSizing: 'border-box',
  height: ROW_HEIGHT,
  padding: `0 ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

// Column widths: after `cell` so that they win over its padding.
export const narrowColumn = style({ width: 44, padding: `0 ${vars.space['2']}`, textOverflow: 'clip' });
export const statusColumn = style({ width: 130 });
export const numberColumn = style({ width: 120 });

export const spacer = style({ padding: 0, border: 'none' });

export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const indent = style({ paddingLeft: vars.space['6'] });

export const nameText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.25 });

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const meta = style([
  ellipsis,
  { fontSize: vars.font.sizeXs, color: vars.color.textMuted, fontWeight: vars.font.weightRegular },
]);

export const icon = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSubtle,
  color: vars.color.textMuted,
  fontSize: 10,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: 0,
});

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const dot = style({
  flex: '0 0 auto',
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  selectors: {
    '&[data-status="healthy"], &[data-status="good"]': { background: vars.color.success },
    '&[data-status="unhealthy"], &[data-status="bad"]': { background: vars.color.danger },
    '&[data-status="mixed"]': { background: vars.color.warning },
  },
});

export const toggle = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceActive, color: vars.color.text },
    '&:focus-visible': focusVisible,
  },
});

export const chevron = style({ selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } } });

export const checkbox = style({ width: 16, height: 16, margin: 0, cursor: 'pointer', accentColor: vars.color.accent });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const empty = style({ padding: vars.space['6'] });

// Cards: a grid of buttons, windowed by rows.
export const cardRow = style({ display: 'grid', gap: CARD_GAP, padding: `0 ${CARD_GAP}px`, boxSizing: 'border-box' });

export const card = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  height: CARD_HEIGHT,
  minWidth: 0,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusVisible,
    '&[data-status="healthy"]': { borderLeftColor: vars.color.success },
    '&[data-status="unhealthy"]': { borderLeftColor: vars.color.danger },
  },
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0, fontWeight: vars.font.weightMedium });

export const cardStats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space['3']}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

// Pivot: a matrix of groups by values.
export const pivotCell = style({
  selectors: {
    '&[data-status="good"]': { background: vars.color.successSubtle, color: vars.color.successText },
    '&[data-status="mixed"]': { background: vars.color.warningSubtle, color: vars.color.warningText },
    '&[data-status="bad"]': { background: vars.color.dangerSubtle, color: vars.color.dangerText },
  },
});

export const pivotColumn = style({ width: 120 });
export const pivotFirstColumn = style({ width: 240 });
