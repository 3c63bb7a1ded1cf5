import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, spin } from '../theme/root.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  boxSizing: 'border-box',
  height: 34,
  padding: `0 ${vars.space['4']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  textDecoration: 'none',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { background: vars.color.accentHover },
    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
    },
    '&[data-variant="secondary"]:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.text },
    '&[data-variant="ghost"]:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&[data-variant="danger"]': { background: vars.color.danger, color: vars.color.textInverse },
    '&[data-variant="danger"]:hover:not(:disabled)': { background: vars.color.dangerHover },
    '&[data-size="sm"]': { height: 28, padding: `0 ${vars.space['3']}`, fontSize: vars.font.sizeSm },
    '&[data-size="lg"]': { height: 40, padding: `0 ${vars.space['5']}`, fontSize: vars.font.sizeLg },
    '&[data-full-width]': { width: '100%' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-loading]': { cursor: 'progress', opacity: 1 },
  },
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { [`${root}[data-loading] &`]: { visibility: 'hidden' } },
});

export const section = style({
  display: 'inline-flex',
  selectors: { [`${root}[data-loading] &`]: { visibility: 'hidden' } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: 16,
  height: 16,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
