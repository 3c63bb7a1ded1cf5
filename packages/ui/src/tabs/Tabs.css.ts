import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/root.css';

export const root = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.family });

export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const trigger = style({
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
    '&:focus-visible': { ...focusRing, outlineOffset: -2, borderRadius: vars.radius.sm },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const content = style({
  paddingTop: vars.space['4'],
  color: vars.color.text,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 2 } },
});
