import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const SIDEBAR_WIDE = 224;
export const SIDEBAR_COLLAPSED = 56;

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  width: SIDEBAR_WIDE,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  transition: 'width 160ms ease',
  overflow: 'hidden',
  zIndex: 2,
  selectors: { '&[data-collapsed]': { width: SIDEBAR_COLLAPSED } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  height: 56,
  padding: `0 14px`,
  flexShrink: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } },
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space['3']} ${vars.space['2']}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });

export const sectionLabel = style({
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  height: 36,
  padding: '0 10px',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-current="page"]': { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
    '&[data-active]': { color: vars.color.text },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, width: 16, justifyContent: 'center' });
export const label = style({ flex: 1, textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis' });
export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const subList = style({
  listStyle: 'none',
  margin: '2px 0 0',
  padding: `0 0 0 ${vars.space['5']}`,
  display: 'grid',
  gap: 2,
});

export const footer = style({
  display: 'flex',
  padding: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  justifyContent: 'flex-end',
  selectors: { [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center' } },
});

export const flyoutTitle = style({ fontWeight: vars.font.weightBold });
