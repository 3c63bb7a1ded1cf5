import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';
import { focusVisible } from './HealthDashboard.css';

// The sidebar's label controls: a three-way toggle for true/false labels, a multi-select for the others.

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const key = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const tristate = style({ display: 'flex' });

export const tristateSegment = style({ flex: '1 1 0', justifyContent: 'center', minHeight: 28, fontSize: vars.font.sizeXs });

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 32,
  padding: `4px ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusVisible,
  },
});

export const summary = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  selectors: { '[data-active] > &': { color: vars.color.text } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const search = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 30,
  padding: `4px ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  selectors: { '&:focus-visible': { ...focusVisible, outlineOffset: 0 } },
});

export const list = style({ position: 'relative', maxHeight: 240, overflowY: 'auto' });

export const option = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: '100%',
  height: 30,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.font.sizeSm,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { ...focusVisible, outlineOffset: -2 },
    '&[data-state="1"]': { color: vars.color.successText },
    '&[data-state="-1"]': { color: vars.color.dangerText },
  },
});

export const mark = style({ display: 'inline-block', width: 12, textAlign: 'center', fontWeight: vars.font.weightBold });

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
