import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

// The dashboard's frame: sidebar, toolbar, tabs and the list. Theme variables only, so light and dark (and a host's
// overrides) apply without a remount.

export const focusVisible = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
} as const;

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

export const sidebar = style({
  flex: '0 0 240px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  boxSizing: 'border-box',
  maxHeight: 'calc(100vh - 10rem)',
  overflowY: 'auto',
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: {
    // Narrow containers: a panel over the list, opened by the toolbar's toggle.
    '[data-narrow] > &': {
      position: 'absolute',
      zIndex: 2,
      top: 0,
      left: 0,
      width: 'min(300px, 100%)',
      boxShadow: vars.shadow.lg,
    },
  },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const main = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
});

export const toolbarGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

export const search = style({
  boxSizing: 'border-box',
  flex: '1 1 220px',
  minWidth: 180,
  maxWidth: 420,
  minHeight: 34,
  padding: `6px ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusVisible, outlineOffset: 0 },
  },
});

export const select = style({
  boxSizing: 'border-box',
  minWidth: 130,
  maxWidth: 220,
  minHeight: 32,
  padding: `4px ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { ...focusVisible, outlineOffset: 0 },
  },
});

export const fieldLabel = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const counts = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], whiteSpace: 'nowrap' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
});

export const segmented = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const segment = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: 32,
  padding: `0 ${vars.space['3']}`,
  cursor: 'pointer',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  background: vars.color.surface,
  selectors: {
    '& + &': { borderLeft: `1px solid ${vars.color.border}` },
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-pressed="true"], &[aria-checked="true"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentSubtleText,
      fontWeight: vars.font.weightMedium,
    },
    '&:focus-visible': { ...focusVisible, outlineOffset: -2 },
  },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  minWidth: 0,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  all: 'unset',
  boxSizing: 'border-box',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusVisible, outlineOffset: -2, borderRadius: vars.radius.sm },
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
  },
});

export const tabPanel = style({ paddingTop: vars.space['3'], minWidth: 0 });

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const refreshing = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${rotate} 0.9s linear infinite` },
  },
});

export const cardWidth = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.font.sizeSm });

export const range = style({ width: 160, accentColor: vars.color.accent });
