import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/root.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
});

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 20,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background-color 120ms',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { background: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const thumb = style({
  display: 'block',
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(2px)',
  transition: 'transform 120ms',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(18px)' } },
});

export const label = style({ cursor: 'pointer', userSelect: 'none' });
