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

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const indicator = style({ display: 'inline-flex' });

export const label = style({ cursor: 'pointer', userSelect: 'none' });
