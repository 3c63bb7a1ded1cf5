import { style } from '@vanilla-extract/css';
import { vars } from '@opsdeck/ui/theme';

export const content = style({ width: 340 });

export const tabPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['1'],
  maxHeight: 240,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const option = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeMd,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover, &[data-active]': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentSubtleText,
      fontWeight: vars.font.weightMedium,
    },
    '&[data-active][aria-selected="true"]': { outline: `1px solid ${vars.color.accent}`, outlineOffset: -1 },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], margin: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['2'] });
