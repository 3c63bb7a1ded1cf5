import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/root.css';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  boxSizing: 'border-box',
  height: 22,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  background: vars.color.neutralSubtle,
  color: vars.color.text,
  selectors: {
    '&[data-tone="accent"]': { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
    '&[data-tone="success"]': { background: vars.color.successSubtle, color: vars.color.successText },
    '&[data-tone="warning"]': { background: vars.color.warningSubtle, color: vars.color.warningText },
    '&[data-tone="danger"]': { background: vars.color.dangerSubtle, color: vars.color.dangerText },
    '&[data-shape="pill"]': { borderRadius: vars.radius.full },
  },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const tagKey = style({ color: 'inherit', opacity: 0.8, fontWeight: vars.font.weightRegular });

export const list = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'], minWidth: 0 });

export const more = style({
  all: 'unset',
  boxSizing: 'border-box',
  height: 22,
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.accentSubtleText,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
  },
});
