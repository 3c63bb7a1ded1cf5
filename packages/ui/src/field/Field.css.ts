import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/root.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontFamily: vars.font.family,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const required = style({ color: vars.color.dangerText, marginLeft: 2 });

export const description = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.font.sizeXs, color: vars.color.dangerText, margin: 0 });

// Shared look of text-like controls (input, textarea, select trigger) so they line up in one form.
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 34,
  padding: `6px ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { ...focusRing, outlineOffset: 0, borderColor: vars.color.focusRing },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.6, background: vars.color.surfaceHover },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { background: vars.color.surfaceHover },
  },
});
