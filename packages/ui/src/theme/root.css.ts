import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Base typography for anything we render, including portalled layers that live outside the host's tree.
export const surfaceRoot = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  boxSizing: 'border-box',
});

export const themeRoot = style([surfaceRoot, { background: vars.color.bg }]);

export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
