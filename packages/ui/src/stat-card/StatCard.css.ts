import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  boxSizing: 'border-box',
  minWidth: 140,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted, fontWeight: vars.font.weightMedium });

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.15,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-tone="success"]': { color: vars.color.successText },
    '&[data-tone="warning"]': { color: vars.color.warningText },
    '&[data-tone="danger"]': { color: vars.color.dangerText },
  },
});

export const description = style({ margin: 0, fontSize: vars.font.sizeXs, color: vars.color.textMuted });
