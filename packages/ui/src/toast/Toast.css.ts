import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, spin, surfaceRoot } from '../theme/root.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const region = style([
  surfaceRoot,
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    width: 360,
    maxWidth: 'calc(100vw - 32px)',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    pointerEvents: 'none',
    selectors: {
      '&[data-position="bottom-right"]': { bottom: 16, right: 16 },
      '&[data-position="bottom-left"]': { bottom: 16, left: 16 },
      '&[data-position="top-right"]': { top: 16, right: 16 },
      '&[data-position="top-left"]': { top: 16, left: 16 },
      '&[data-position="top-center"]': { top: 16, left: '50%', transform: 'translateX(-50%)' },
      '&[data-position="bottom-center"]': { bottom: 16, left: '50%', transform: 'translateX(-50%)' },
    },
  },
]);

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animation: `${slideIn} 160ms ease-out`,
  selectors: {
    '&[data-type="success"]': { borderLeftColor: vars.color.success },
    '&[data-type="error"]': { borderLeftColor: vars.color.danger },
    '&[data-type="info"]': { borderLeftColor: vars.color.accent },
    '&[data-type="loading"]': { borderLeftColor: vars.color.borderStrong },
  },
});

export const indicator = style({
  flexShrink: 0,
  width: 10,
  height: 10,
  marginTop: 5,
  borderRadius: '50%',
  selectors: {
    '&[data-type="success"]': { background: vars.color.success },
    '&[data-type="error"]': { background: vars.color.danger },
    '&[data-type="info"]': { background: vars.color.accent },
    '&[data-type="loading"]': {
      width: 14,
      height: 14,
      marginTop: 3,
      boxSizing: 'border-box',
      border: `2px solid ${vars.color.borderStrong}`,
      borderRightColor: 'transparent',
      animation: `${spin} 700ms linear infinite`,
    },
  },
});

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });

export const title = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const description = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const close = style({
  all: 'unset',
  display: 'inline-flex',
  flexShrink: 0,
  padding: 2,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceHover }, '&:focus-visible': focusRing },
});
